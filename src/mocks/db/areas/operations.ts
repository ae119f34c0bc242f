/**
 * Tables of the friend links, advertising, manual blocks, comments, votes area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area's tables are added here
export interface OperationsTables {}

export function seedOperationsTables(): OperationsTables {
  return {};
}
