/**
 * Catalog domain logic of the mock (CatalogServiceImpl look-alike): tree nodes, subtrees, the
 * pinyin-like alias/path generation, path/ancestor rewrites after a move, config props, and the
 * "move contents to the recycle bin" step shared by catalog delete, clear and merge.
 */
import type { Call } from '../core/context';
import type { CmsCatalog, MockDb } from '../db';
import { spellingOf } from './pinyin';

export { lockedByOther, recycleContents } from './catalog-recycle';

export const CATALOG_TYPES = ['common', 'link'] as const;
/** The backend's contentcore content types (plus the enterprise book type the console edits). */
export const CONTENT_TYPES = ['article', 'image', 'audio', 'video', 'book'] as const;
export const CONTENT_TYPE_NAMES: Record<string, [string, string, string]> = {
  book: ['图书', 'Book', '圖書'],
};
/** Deepest level a catalog may sit at (CatalogServiceImpl's tree level check). */
export const MAX_CATALOG_TREE_LEVEL = 8;

export const ALIAS_PATTERN = /^[A-Za-z0-9_]+$/;
export const PATH_PATTERN = /^[A-Za-z0-9_/]+$/;

/** Catalog extend config props (IProperty of UseType.Catalog) and their defaults. */
export const CATALOG_CONFIG_DEFAULTS: Readonly<Record<string, string>> = {
  EnableIndex: 'Y',
  CatalogExtendModel: '',
  ContentExtendModel: '',
  CatalogPageSize: '-1',
  EnableContribute: 'N',
  ShortTitleLabel: '',
  SubTitleLabel: '',
  HotWordGroups: '[]',
};
/** Props whose stored string is JSON (returned parsed by GET /cms/catalog/extends). */
const JSON_PROPS = new Set(['HotWordGroups']);

export interface CatalogTreeNode {
  id: string;
  parentId: string;
  label: string;
  root: boolean;
  disabled: boolean;
  new: boolean;
  defaultExpanded: boolean;
  checked: boolean;
  props: Record<string, unknown>;
  children?: CatalogTreeNode[];
}

export function internalUrl(type: string, id: string): string {
  return `iurl://${type}?id=${id}`;
}

/** The site's catalogs in tree order: by level, then sort flag. */
export function siteCatalogs(db: MockDb, siteId: string): CmsCatalog[] {
  return db.tables.catalogs
    .filter((c) => c.siteId === siteId)
    .sort((a, b) => a.treeLevel - b.treeLevel || a.sortFlag - b.sortFlag);
}

export function findCatalog(db: MockDb, catalogId: unknown): CmsCatalog | undefined {
  return db.tables.catalogs.find((c) => c.catalogId === String(catalogId));
}

/** The catalog or a code-500 "data not found" reply. */
export function requireCatalog(c: Call, catalogId: unknown): CmsCatalog {
  const catalog = findCatalog(c.db, catalogId);
  if (!catalog) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'catalogId', catalogId);
  return catalog;
}

/** The catalog and every descendant (ancestors contain its id). */
export function subtree(db: MockDb, catalog: CmsCatalog): CmsCatalog[] {
  return db.tables.catalogs.filter(
    (c) => c.catalogId === catalog.catalogId || c.ancestors.split(':').includes(catalog.catalogId),
  );
}

export function childrenOf(db: MockDb, siteId: string, parentId: string): CmsCatalog[] {
  return db.tables.catalogs
    .filter((c) => c.siteId === siteId && c.parentId === parentId)
    .sort((a, b) => a.sortFlag - b.sortFlag);
}

/** Nested nodes (TreeNode of the backend); rows whose parent is not listed become roots. */
export function buildCatalogTree(
  rows: readonly CmsCatalog[],
  decorate: (catalog: CmsCatalog, node: CatalogTreeNode) => void = () => undefined,
): CatalogTreeNode[] {
  const nodes = new Map<string, CatalogTreeNode>();
  for (const row of rows) {
    const node: CatalogTreeNode = {
      id: row.catalogId,
      parentId: row.parentId,
      label: row.name,
      root: row.parentId === '0',
      disabled: false,
      new: false,
      defaultExpanded: false,
      checked: false,
      props: {},
    };
    decorate(row, node);
    nodes.set(row.catalogId, node);
  }
  const roots: CatalogTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(row.catalogId) as CatalogTreeNode;
    const parent = nodes.get(row.parentId);
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** POST /cms/catalog/spelling: an alias not used in the site yet and the path below the parent. */
export function aliasAndPath(
  db: MockDb,
  siteId: string,
  parentId: string,
  name: string,
): { alias: string; path: string } {
  const base = spellingOf(name);
  const parent = parentId === '0' ? undefined : findCatalog(db, parentId);
  const taken = (alias: string) => {
    const path = `${parent?.path ?? ''}${alias}/`;
    return db.tables.catalogs.some((c) => c.siteId === siteId && (c.alias === alias || c.path === path));
  };
  let alias = base;
  for (let n = 1; taken(alias); n++) alias = `${base}${n}`;
  return { alias, path: `${parent?.path ?? ''}${alias}/` };
}

/** Stored path form: no leading '/', ending with '/'. */
export function normalizePath(path: string): string {
  const trimmed = path.trim().replace(/^\/+/, '');
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

/** Another catalog of the site with the same alias or path (CONFLICT_CATALOG). */
export function conflicts(db: MockDb, siteId: string, alias: string, path: string, selfId?: string): boolean {
  return db.tables.catalogs.some(
    (c) => c.siteId === siteId && c.catalogId !== selfId && (c.alias === alias || c.path === path),
  );
}

/** Re-numbers the sort flags of a parent's children 1..n in the given order. */
export function renumber(rows: readonly CmsCatalog[]): void {
  rows.forEach((row, i) => {
    row.sortFlag = i + 1;
  });
}

export function refreshChildCount(db: MockDb, siteId: string, parentId: string): void {
  const parent = findCatalog(db, parentId);
  if (parent) parent.childCount = childrenOf(db, siteId, parentId).length;
}

/**
 * Puts `catalog` under `target` (undefined = top level): ancestors, tree levels and paths of the whole
 * subtree, and the catalog ancestors / top catalog / static paths of their contents.
 */
export function relocate(db: MockDb, catalog: CmsCatalog, target: CmsCatalog | undefined): void {
  const rows = subtree(db, catalog);
  const oldAncestors = catalog.ancestors;
  const oldPath = catalog.path;
  const segment = oldPath.split('/').filter(Boolean).at(-1) ?? catalog.alias;
  const newAncestors = target ? `${target.ancestors}:${catalog.catalogId}` : catalog.catalogId;
  const newPath = `${target?.path ?? ''}${segment}/`;
  const levelShift = (target ? target.treeLevel + 1 : 1) - catalog.treeLevel;
  const oldParent = catalog.parentId;
  const newParent = target?.catalogId ?? '0';
  catalog.sortFlag = childrenOf(db, catalog.siteId, newParent).filter((c) => c !== catalog).length + 1;
  catalog.parentId = newParent;
  for (const row of rows) {
    row.ancestors = newAncestors + row.ancestors.slice(oldAncestors.length);
    row.path = newPath + row.path.slice(oldPath.length);
    row.treeLevel += levelShift;
  }
  const moved = new Map(rows.map((r) => [r.catalogId, r]));
  for (const content of db.tables.contents) {
    const owner = moved.get(content.catalogId);
    if (!owner) continue;
    content.catalogAncestors = owner.ancestors;
    content.topCatalog = owner.ancestors.split(':')[0] ?? owner.catalogId;
    if (content.staticPath?.startsWith(oldPath))
      content.staticPath = newPath + content.staticPath.slice(oldPath.length);
  }
  for (const widget of db.tables.pageWidgets) {
    const owner = moved.get(widget.catalogId);
    if (owner) widget.catalogAncestors = owner.ancestors;
  }
  renumber(childrenOf(db, catalog.siteId, oldParent).filter((c) => c !== catalog));
  refreshChildCount(db, catalog.siteId, oldParent);
  if (target) refreshChildCount(db, catalog.siteId, target.catalogId);
}

/** GET /cms/catalog/extends: every known prop (stored value or default), JSON ones parsed. */
export function catalogConfigProps(catalog: CmsCatalog): Record<string, unknown> {
  const stored = catalog.configProps ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries({ ...CATALOG_CONFIG_DEFAULTS, ...stored })) {
    const value = stored[key] ?? fallback;
    if (JSON_PROPS.has(key)) {
      try {
        out[key] = JSON.parse(value || '[]') as unknown;
      } catch {
        out[key] = [];
      }
    } else out[key] = value;
  }
  return out;
}

/** Map<String,String> body of PUT /cms/catalog/extends: non-string values stored as JSON. */
export function toConfigStrings(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'siteId' || key === 'PreviewPrefix' || value === undefined || value === null) continue;
    out[key] = typeof value === 'string' ? value : JSON.stringify(value);
  }
  return out;
}

/** Plain-text outline of catalog names, two spaces per level (GET /cms/catalog/tree). */
export function treeText(db: MockDb, siteId: string, parentId: string, depth = 0): string[] {
  return childrenOf(db, siteId, parentId).flatMap((c) => [
    `${'  '.repeat(depth)}${c.name}`,
    ...treeText(db, siteId, c.catalogId, depth + 1),
  ]);
}

/** Indented lines → [{name, level}] for batch add; each two leading spaces go one level deeper. */
export function parseOutline(text: string): { name: string; level: number }[] {
  return text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const spaces = /^[ \t]*/.exec(line)?.[0].replace(/\t/g, '  ').length ?? 0;
      return { name: line.trim(), level: Math.floor(spaces / 2) };
    });
}
