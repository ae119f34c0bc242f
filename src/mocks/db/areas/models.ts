/**
 * Tables of the extension models, fields, custom forms area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area's tables are added here
export interface ModelsTables {}

export function seedModelsTables(): ModelsTables {
  return {};
}
