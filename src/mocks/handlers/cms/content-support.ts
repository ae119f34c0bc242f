/**
 * Content rules shared by the content list handlers (./content.ts): the ListContentVO shape, the
 * catalog permission and lock checks the backend's ContentServiceImpl does in code, op-log entries and
 * the recycle-bin backup of a content with its detail rows.
 */
import type { Call } from '../../core/context';
import type { CmsContent, CmsContentBackup, CmsContentOpLog, Id, MockDb } from '../../db';
import { CONTENT_ATTRIBUTE_BITS } from '../../db/cms-types';
import { currentSite } from '../../services/sites';

export type ContentPermItem = 'View' | 'AddContent' | 'EditContent' | 'DeleteContent';

/** Dict CMSContentAttribute values set in a bit mask, in dict order. */
export function attributeNames(bits: number): string[] {
  return Object.entries(CONTENT_ATTRIBUTE_BITS)
    .filter(([, bit]) => (bits & bit) !== 0)
    .map(([name]) => name);
}

export function attributeBit(name: string): number | undefined {
  return (CONTENT_ATTRIBUTE_BITS as Record<string, number>)[name];
}

/** The preview address of a site resource path (the mock serves no files; the shape is what matters). */
export function resourceSrc(c: Call, path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  const site = c.db.tables.sites.find((s) => s.siteId === c.header('CurrentSite'));
  return `${site?.resourceUrl ?? '/prod-api/preview/'}${path}`;
}

/** ListContentVO of `GET /cms/content/list` (Long fields as strings). */
export function toListVO(c: Call, row: CmsContent) {
  const images = row.images ?? [];
  return {
    contentId: row.contentId,
    catalogId: row.catalogId,
    contentType: row.contentType,
    title: row.title,
    shortTitle: row.shortTitle,
    subTitle: row.subTitle,
    titleStyle: row.titleStyle,
    logo: row.logo,
    logoSrc: resourceSrc(c, row.logo),
    images,
    imagesSrc: images.map((p) => resourceSrc(c, p) ?? p),
    internalUrl: `iurl://content?id=${row.contentId}`,
    original: row.original,
    author: row.author,
    editor: row.editor,
    status: row.status,
    attributes: attributeNames(row.attributes),
    keywords: row.keywords ?? [],
    tags: row.tags ?? [],
    summary: row.summary,
    topFlag: String(row.topFlag),
    topDate: row.topDate,
    isLock: row.isLock,
    lockUser: row.lockUser,
    copyType: row.copyType,
    copyId: row.copyId,
    publishDate: row.publishDate,
    offlineDate: row.offlineDate,
    createUser: row.createBy,
    createTime: row.createTime,
  };
}

/** The current site's content rows with these ids; an unknown id is the backend's DATA_NOT_FOUND. */
export function contentsByIds(c: Call, ids: readonly string[]): CmsContent[] {
  if (ids.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'contentIds');
  return ids.map((id) => {
    const row = c.db.tables.contents.find((r) => r.contentId === id);
    if (!row) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'contentId', id);
    return row;
  });
}

/** 403 unless the user holds `Catalog:<item>:<catalogId>` for each row's catalog. */
export function requireCatalogPerm(c: Call, rows: readonly { catalogId: Id }[], item: ContentPermItem): void {
  for (const catalogId of new Set(rows.map((r) => r.catalogId)))
    c.requirePerm(`Catalog:${item}:${catalogId}`);
}

/** A content locked by someone else cannot be changed (CONTENT_LOCKED); the super admin may. */
export function requireUnlocked(c: Call, rows: readonly CmsContent[]): void {
  const me = c.session().userName;
  for (const row of rows) {
    if (row.isLock === 'Y' && row.lockUser && row.lockUser !== me && !c.hasPerm('*'))
      c.error('ERRCODE.CMS.CONTENTCORE.CONTENT_LOCKED', row.lockUser);
  }
}

/** Appends one cms_content_op_log row per content. */
export function opLog(c: Call, rows: readonly CmsContent[], type: string, details?: string): void {
  const operator = c.optionalSession()?.userName ?? '';
  for (const row of rows) {
    const log: CmsContentOpLog = {
      logId: c.db.nextId(),
      siteId: row.siteId,
      contentId: row.contentId,
      type,
      details: details ?? `${type}: ${row.title}`,
      operatorType: 'sys_user',
      operator,
      logTime: c.db.nowString(),
    };
    c.db.tables.contentOpLogs.push(log);
  }
}

/** Queues static publishing of a content (one task per publish pipe), as the publish queue does. */
export function queuePublish(db: MockDb, row: CmsContent): void {
  for (const pipe of row.publishPipe?.length ? row.publishPipe : ['pc'])
    db.tables.publishQueue.push(`content:${row.contentId}:${pipe}`);
}

/** Moves a content and its detail rows into the recycle bin (cms_content_backup). */
export function backupAndRemove(c: Call, row: CmsContent): CmsContentBackup {
  const t = c.db.tables;
  const by = c.optionalSession()?.userName ?? '';
  const now = c.db.nowString();
  const id = row.contentId;
  const backup: CmsContentBackup = {
    ...row,
    backupId: c.db.nextId(),
    backupTime: now,
    backupBy: by,
    updateBy: by,
    updateTime: now,
    detail: {
      article: t.articleDetails.find((d) => d.contentId === id),
      images: t.images.filter((d) => d.contentId === id),
      audios: t.audios.filter((d) => d.contentId === id),
      videos: t.videos.filter((d) => d.contentId === id),
      book: t.bookDetails.find((d) => d.contentId === id),
      chapters: t.bookChapters.filter((d) => d.contentId === id),
    },
  };
  t.contentBackups.push(backup);
  t.contents = t.contents.filter((r) => r.contentId !== id);
  t.articleDetails = t.articleDetails.filter((d) => d.contentId !== id);
  t.images = t.images.filter((d) => d.contentId !== id);
  t.audios = t.audios.filter((d) => d.contentId !== id);
  t.videos = t.videos.filter((d) => d.contentId !== id);
  t.bookDetails = t.bookDetails.filter((d) => d.contentId !== id);
  t.bookChapters = t.bookChapters.filter((d) => d.contentId !== id);
  t.contentRelas = t.contentRelas.filter((r) => r.contentId !== id && r.relaContentId !== id);
  const catalog = t.catalogs.find((cat) => cat.catalogId === row.catalogId);
  if (catalog) catalog.contentCount = Math.max(0, catalog.contentCount - 1);
  return backup;
}

/** Puts a backup back (content and detail rows) and drops it from the recycle bin. */
export function restoreBackup(c: Call, backup: CmsContentBackup): void {
  const t = c.db.tables;
  const {
    backupId: _backupId,
    backupTime: _backupTime,
    backupBy: _backupBy,
    backupRemark: _backupRemark,
    detail,
    ...content
  } = backup;
  if (!t.contents.some((r) => r.contentId === content.contentId)) {
    t.contents.push({
      ...content,
      updateBy: c.optionalSession()?.userName ?? '',
      updateTime: c.db.nowString(),
    });
    if (detail?.article) t.articleDetails.push(detail.article);
    t.images.push(...(detail?.images ?? []));
    t.audios.push(...(detail?.audios ?? []));
    t.videos.push(...(detail?.videos ?? []));
    if (detail?.book) t.bookDetails.push(detail.book);
    t.bookChapters.push(...(detail?.chapters ?? []));
    const catalog = t.catalogs.find((cat) => cat.catalogId === content.catalogId);
    if (catalog) catalog.contentCount++;
  }
  t.contentBackups = t.contentBackups.filter((b) => b.backupId !== backup.backupId);
}

/** The current site's id (header `CurrentSite` with the 1.5.5 fallback). */
export function siteIdOf(c: Call): string {
  return currentSite(c).siteId;
}

/** The current site's id, after checking the user may view it (`Site:View:<siteId>`). */
export function requireSiteView(c: Call): string {
  const siteId = siteIdOf(c);
  c.requirePerm(`Site:View:${siteId}`);
  return siteId;
}
