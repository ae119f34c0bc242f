/**
 * Which content actions a row allows, and why not: the catalog permission of the row
 * (`Catalog:EditContent|DeleteContent:{catalogId}`), its lock, its status and its top flag. Pure, so the
 * toolbar (every selected row), the row menu and the tests share one rule.
 */
import type { ContentRow } from '@/api/cms/content';

export type ContentAction =
  | 'edit'
  | 'delete'
  | 'publish'
  | 'toPublish'
  | 'offline'
  | 'archive'
  | 'top'
  | 'cancelTop'
  | 'attr'
  | 'lock'
  | 'unlock'
  | 'copy'
  | 'move'
  | 'sort'
  | 'pushBaidu';

/** A reason key of the `reasons` strings, with its interpolation values. */
export interface Refusal {
  reason:
    | 'noPermission'
    | 'lockedByOther'
    | 'alreadyPublished'
    | 'alreadyToPublish'
    | 'notPublished'
    | 'pushNotPublished'
    | 'notOffline'
    | 'notLocked'
    | 'alreadyTop'
    | 'notTop';
  values?: Record<string, string>;
}

export interface Actor {
  userName: string;
  /** Whether the user holds a permission key. */
  hasPermi: (key: string) => boolean;
}

const PERMISSION: Record<ContentAction, 'EditContent' | 'DeleteContent'> = {
  edit: 'EditContent',
  delete: 'DeleteContent',
  publish: 'EditContent',
  toPublish: 'EditContent',
  offline: 'EditContent',
  archive: 'EditContent',
  top: 'EditContent',
  cancelTop: 'EditContent',
  attr: 'EditContent',
  lock: 'EditContent',
  unlock: 'EditContent',
  copy: 'EditContent',
  move: 'EditContent',
  sort: 'EditContent',
  pushBaidu: 'EditContent',
};

export const isTopped = (row: ContentRow) => Number(row.topFlag ?? 0) > 0;
export const isLocked = (row: ContentRow) => row.isLock === 'Y' && !!row.lockUser;

/** Why `action` is refused for `row`; undefined when allowed. */
export function refusal(action: ContentAction, row: ContentRow, actor: Actor): Refusal | undefined {
  if (!actor.hasPermi(`Catalog:${PERMISSION[action]}:${row.catalogId}`)) return { reason: 'noPermission' };
  // Copying and pushing read the content only; everything else changes it, which its lock holder alone may do.
  const lockedByOther = isLocked(row) && row.lockUser !== actor.userName && !actor.hasPermi('*');
  if (lockedByOther && action !== 'copy' && action !== 'pushBaidu')
    return { reason: 'lockedByOther', values: { user: row.lockUser ?? '' } };
  switch (action) {
    case 'toPublish':
      if (row.status === '30') return { reason: 'alreadyPublished' };
      if (row.status === '20') return { reason: 'alreadyToPublish' };
      return undefined;
    case 'offline':
      return row.status === '30' ? undefined : { reason: 'notPublished' };
    case 'archive':
      return row.status === '40' ? undefined : { reason: 'notOffline' };
    // Only a published content has a page the search engine can fetch.
    case 'pushBaidu':
      return row.status === '30' ? undefined : { reason: 'pushNotPublished' };
    case 'top':
      return isTopped(row) ? { reason: 'alreadyTop' } : undefined;
    case 'cancelTop':
      return isTopped(row) ? undefined : { reason: 'notTop' };
    case 'unlock':
      return isLocked(row) ? undefined : { reason: 'notLocked' };
    default:
      return undefined;
  }
}

/** The first refusal among `rows` (a batch runs only when every row allows it). */
export function batchRefusal(action: ContentAction, rows: readonly ContentRow[], actor: Actor) {
  for (const row of rows) {
    const found = refusal(action, row, actor);
    if (found) return { row, ...found };
  }
  return undefined;
}
