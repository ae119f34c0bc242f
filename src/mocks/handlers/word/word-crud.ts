/**
 * What the word module's controllers share: `word:view` guards every admin endpoint (WordPriv), and
 * lists filter by `query` (a part of the word), which the CRUD factory's filters cannot name.
 */
import type { Call } from '../../core/context';

export const WORD_PERMS = { view: 'word:view', add: 'word:view', edit: 'word:view', remove: 'word:view' };

/** Rows whose `word` contains the `query` parameter (any case). */
export function matchingQuery<T extends { word: string }>(c: Call, rows: readonly T[]): T[] {
  const query = c.query.get('query')?.trim().toLowerCase();
  return query ? rows.filter((row) => row.word.toLowerCase().includes(query)) : [...rows];
}

/** The `groupId` parameter, which is @Min(1): without one there is nothing to list. */
export function requiredGroupId(c: Call): string {
  const groupId = c.query.get('groupId') ?? '';
  if (!(Number(groupId) >= 1)) c.error('ERR.COMMON.NOT_NULL', 'groupId');
  return groupId;
}

/** A group's TreeNode as the group tree endpoints answer it. */
export interface GroupTreeNode {
  id: string;
  parentId: string;
  label: string;
  root: boolean;
  disabled: boolean;
  defaultExpanded: boolean;
  checked: boolean;
  props: Record<string, unknown>;
  children?: GroupTreeNode[];
}

export function groupNode(
  group: { groupId: string; name: string; code: string; sortFlag: number; remark?: string },
  parentId: string,
): GroupTreeNode {
  return {
    id: group.groupId,
    parentId,
    label: group.name,
    root: parentId === '0' || parentId === '',
    disabled: false,
    defaultExpanded: false,
    checked: false,
    props: { code: group.code, sort: group.sortFlag, remark: group.remark },
  };
}

/** Group codes: letters, digits and underscore (@Pattern of the group classes). */
export const GROUP_CODE = /^[A-Za-z0-9_]+$/;
