/**
 * The reverse of ./content-editor-vo: the content editor's DTOs (ContentDTO and the per-type detail
 * DTOs) mapped onto the contents + detail tables. Blank strings clear optional columns; numbers come
 * as numbers or numeric strings.
 */
import { attributeBits, strings, type Json } from './content-editor-vo';
import type { Call } from '../../core/context';
import type { CmsArticleDetail, CmsAudio, CmsBookDetail, CmsContent, CmsImage, CmsVideo } from '../../db';

const str = (v: unknown): string | undefined =>
  v === undefined || v === null || v === '' ? undefined : String(v);
const num = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
export function applyContentDTO(row: CmsContent, body: Json): void {
  row.title = String(body.title ?? '').trim();
  row.subTitle = str(body.subTitle);
  row.shortTitle = str(body.shortTitle);
  row.titleStyle = str(body.titleStyle);
  row.images = strings(body.images);
  row.logo = row.images[0];
  row.source = str(body.source);
  row.sourceUrl = str(body.sourceUrl);
  row.original = body.original === 'Y' ? 'Y' : 'N';
  row.author = str(body.author);
  row.editor = str(body.editor);
  row.summary = str(body.summary);
  row.linkFlag = body.linkFlag === 'Y' ? 'Y' : 'N';
  row.redirectUrl = str(body.redirectUrl);
  row.attributes = attributeBits(body.attributes);
  row.keywords = strings(body.keywords);
  row.tags = strings(body.tags);
  row.publishDate = str(body.publishDate) ?? row.publishDate;
  row.offlineDate = str(body.offlineDate);
  row.staticPath = str(body.staticPath) ?? row.staticPath;
  row.seoTitle = str(body.seoTitle);
  row.seoKeywords = str(body.seoKeywords);
  row.seoDescription = str(body.seoDescription);
  for (const k of ['prop1', 'prop2', 'prop3', 'prop4'] as const) row[k] = str(body[k]);
  const props: NonNullable<CmsContent['publishPipeProps']> = {};
  if (Array.isArray(body.publishPipeProps)) {
    for (const item of body.publishPipeProps as Json[]) {
      const code = str(item.pipeCode);
      if (code) props[code] = { ...((item.props as Json | undefined) ?? {}) };
    }
  }
  // `template` (pipe code -> template path) is what the backend reads for the detail template.
  const template = (body.template ?? {}) as Json;
  for (const [code, path] of Object.entries(template)) {
    props[code] = { ...(props[code] ?? {}), template: path ?? '' };
  }
  row.publishPipeProps = props;
}

/** Replaces the detail rows of a content with what the DTO carries. */
export function applyDetailDTO(
  c: Call,
  contentType: string,
  row: CmsContent,
  body: Json,
  now: string,
  user: string,
): void {
  const t = c.db.tables;
  const { contentId, siteId } = row;
  const stamp = { createBy: user, createTime: now };
  switch (contentType) {
    case 'article': {
      const detail: CmsArticleDetail = {
        contentId,
        siteId,
        contentHtml: String(body.contentHtml ?? ''),
        format: str(body.format) ?? 'RichText',
        pageTitles: str(body.pageTitles),
        downloadRemoteImage: body.downloadRemoteImage === 'N' ? 'N' : 'Y',
      };
      t.articleDetails = [...t.articleDetails.filter((d) => d.contentId !== contentId), detail];
      return;
    }
    case 'image': {
      const list = Array.isArray(body.imageList) ? (body.imageList as Json[]) : [];
      const rows: CmsImage[] = list.map((i, index) => ({
        ...stamp,
        imageId: str(i.imageId) ?? c.db.nextId(),
        contentId,
        siteId,
        title: str(i.title),
        description: str(i.description),
        fileName: str(i.fileName),
        path: String(i.path ?? ''),
        imageType: str(i.imageType),
        fileSize: num(i.fileSize),
        width: num(i.width),
        height: num(i.height),
        redirectUrl: str(i.redirectUrl),
        hitCount: num(i.hitCount) ?? 0,
        sortFlag: index + 1,
      }));
      t.images = [...t.images.filter((i) => i.contentId !== contentId), ...rows];
      return;
    }
    case 'audio': {
      const list = Array.isArray(body.audioList) ? (body.audioList as Json[]) : [];
      const rows: CmsAudio[] = list.map((a, index) => ({
        ...stamp,
        audioId: str(a.audioId) ?? c.db.nextId(),
        contentId,
        siteId,
        title: str(a.title),
        author: str(a.author),
        description: str(a.description),
        fileName: str(a.fileName),
        path: String(a.path ?? ''),
        type: str(a.type),
        fileSize: num(a.fileSize),
        format: str(a.format),
        duration: num(a.duration),
        decoder: str(a.decoder),
        channels: num(a.channels),
        bitRate: num(a.bitRate),
        sampleRate: num(a.samplingRate),
        sortFlag: index + 1,
      }));
      t.audios = [...t.audios.filter((a) => a.contentId !== contentId), ...rows];
      return;
    }
    case 'video': {
      const list = Array.isArray(body.videoList) ? (body.videoList as Json[]) : [];
      const rows: CmsVideo[] = list.map((v, index) => ({
        ...stamp,
        videoId: str(v.videoId) ?? c.db.nextId(),
        contentId,
        siteId,
        title: str(v.title),
        description: str(v.description),
        cover: str(v.cover),
        fileName: str(v.fileName),
        path: str(v.path),
        type: str(v.type),
        fileSize: num(v.fileSize),
        format: str(v.format),
        duration: num(v.duration),
        width: num(v.width),
        height: num(v.height),
        decoder: str(v.decoder),
        bitRate: num(v.bitRate),
        frameRate: num(v.frameRate),
        sortFlag: index + 1,
      }));
      t.videos = [...t.videos.filter((v) => v.contentId !== contentId), ...rows];
      return;
    }
    case 'book': {
      const detail: CmsBookDetail = {
        contentId,
        siteId,
        publicationDate: str(body.publicationDate),
        publisher: str(body.publisher),
        numberOfPages: num(body.numberOfPages),
        numberOfWords: num(body.numberOfWords),
        producer: str(body.producer),
        originalTitle: str(body.originalTitle),
        translators: str(body.translators),
        price: num(body.price),
        completed: body.completed === 'Y' ? 'Y' : 'N',
        intro: str(body.intro),
      };
      t.bookDetails = [...t.bookDetails.filter((d) => d.contentId !== contentId), detail];
      return;
    }
    default:
  }
}
