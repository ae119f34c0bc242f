/**
 * What deleting a catalog does to its contents: they move to the recycle bin with their detail rows,
 * unless another user holds a lock on one of them.
 */
import type { CmsContent, CmsContentBackup, MockDb } from '../db';

/** Moves contents (with their detail rows) into the recycle bin, as ContentServiceImpl.deleteContent does. */
export function recycleContents(db: MockDb, contents: readonly CmsContent[], operator: string): void {
  const ids = new Set(contents.map((c) => c.contentId));
  if (ids.size === 0) return;
  const t = db.tables;
  for (const content of contents) {
    const backup: CmsContentBackup = {
      ...content,
      backupId: db.nextId(),
      backupTime: db.nowString(),
      backupBy: operator,
      detail: {
        article: t.articleDetails.find((d) => d.contentId === content.contentId),
        images: t.images.filter((d) => d.contentId === content.contentId),
        audios: t.audios.filter((d) => d.contentId === content.contentId),
        videos: t.videos.filter((d) => d.contentId === content.contentId),
        book: t.bookDetails.find((d) => d.contentId === content.contentId),
        chapters: t.bookChapters.filter((d) => d.contentId === content.contentId),
      },
    };
    t.contentBackups.push(backup);
  }
  const keep = <T extends { contentId: string }>(rows: T[]) => rows.filter((r) => !ids.has(r.contentId));
  t.contents = keep(t.contents);
  t.articleDetails = keep(t.articleDetails);
  t.images = keep(t.images);
  t.audios = keep(t.audios);
  t.videos = keep(t.videos);
  t.bookDetails = keep(t.bookDetails);
  t.bookChapters = keep(t.bookChapters);
  t.contentRelas = t.contentRelas.filter((r) => !ids.has(r.contentId) && !ids.has(r.relaContentId));
}

/** A content locked by someone else among `contents` (deleting it fails with CONTENT_LOCKED). */
export function lockedByOther(contents: readonly CmsContent[], operator: string): CmsContent | undefined {
  return contents.find((c) => c.isLock === 'Y' && c.lockUser !== undefined && c.lockUser !== operator);
}
