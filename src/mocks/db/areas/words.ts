/**
 * Tables of the words, search, statistics area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area's tables are added here
export interface WordsTables {}

export function seedWordsTables(): WordsTables {
  return {};
}
