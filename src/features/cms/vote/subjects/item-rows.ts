import type { VoteItemBody, VoteSubjectItem } from '@/api/vote/subject';

/** One row of the items editor: `key` tells rows apart while new ones have no itemId yet. */
export interface ItemRow {
  key: string;
  itemId?: string;
  type: string;
  content: string;
}

/** The item type a new row gets (VoteItemType `Text`, the only one of 1.5.5). */
export const TEXT_ITEM = 'Text';

/** An item's letter as the Vue console shows it: A…Z, then A1…Z1, A2… */
export function itemLetter(index: number): string {
  const round = Math.floor(index / 26);
  return String.fromCharCode(65 + (index % 26)) + (round > 0 ? String(round) : '');
}

let created = 0;
/** A blank row of the default type. */
export function blankRow(): ItemRow {
  created += 1;
  return { key: `new-${created}`, type: TEXT_ITEM, content: '' };
}

export const toItemRows = (items: readonly VoteSubjectItem[]): ItemRow[] =>
  items.map((i) => ({ key: i.itemId, itemId: i.itemId, type: i.type, content: i.content }));

/** What POST /vote/subject/items gets: the rows in their order (the server numbers them). */
export const toItemBodies = (rows: readonly ItemRow[], subjectId: string): VoteItemBody[] =>
  rows.map(({ itemId, type, content }) => ({ itemId, subjectId, type, content }));

/** The rows with a blank one inserted at `index` (at the end when `index` is the length). */
export function insertRow(rows: readonly ItemRow[], index: number): ItemRow[] {
  return [...rows.slice(0, index), blankRow(), ...rows.slice(index)];
}

/** A bar's share of the vote's participants, in whole percent (0 when nobody voted yet). */
export const share = (total: number, voteTotal: number) =>
  voteTotal > 0 ? Math.round((total * 100) / voteTotal) : 0;
