/**
 * Tables of the resource library, publish pipes, templates, files, directives area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this).
 */
import { type DynamicPageTables, seedDynamicPageTables } from './resources-dynamic';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the area's tables are added here
export interface ResourcesTables extends DynamicPageTables {}

export function seedResourcesTables(): ResourcesTables {
  return { ...seedDynamicPageTables() };
}
