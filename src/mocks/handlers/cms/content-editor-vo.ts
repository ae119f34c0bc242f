/**
 * The content editor's view objects (ContentVO and its per-type subclasses) and the reverse mapping of
 * the editor DTOs onto the contents + detail tables. Long values go out as strings (Jackson config),
 * Integer values as numbers. The book type has no open-source backend: its fields follow
 * docs/enterprise-only.md (price is a Long in fen).
 */
import type { Call } from '../../core/context';
import type {
  CmsArticleDetail,
  CmsAudio,
  CmsBookDetail,
  CmsCatalog,
  CmsContent,
  CmsImage,
  CmsSite,
  CmsVideo,
} from '../../db';
import { CONTENT_ATTRIBUTE_BITS } from '../../db/cms-types';

export type Json = Record<string, unknown>;

const str = (v: unknown): string | undefined =>
  v === undefined || v === null || v === '' ? undefined : String(v);
const num = (v: unknown): number | undefined => {
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : undefined;
};
const long = (v: number | undefined): string | undefined => (v === undefined ? undefined : String(v));
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x) => x !== null && x !== undefined && x !== '').map(String) : [];

/** What a stored resource path looks like to the browser (internal paths live under the site's resource URL). */
export function resourceSrc(site: CmsSite | undefined, path: string | undefined): string | undefined {
  if (!path) return undefined;
  if (/^(https?:)?\/\//.test(path)) return path;
  return `${site?.resourceUrl ?? '/'}${path}`;
}

export function fileSizeName(size: number | undefined): string | undefined {
  if (size === undefined) return undefined;
  if (size >= 1_048_576) return `${(size / 1_048_576).toFixed(2)} MB`;
  if (size >= 1024) return `${(size / 1024).toFixed(2)} KB`;
  return `${size} B`;
}

export function attributesOf(bits: number): string[] {
  return Object.entries(CONTENT_ATTRIBUTE_BITS)
    .filter(([, bit]) => (bits & bit) !== 0)
    .map(([name]) => name);
}

export function attributeBits(names: unknown): number {
  return strings(names).reduce(
    (bits, name) => bits | (CONTENT_ATTRIBUTE_BITS[name as keyof typeof CONTENT_ATTRIBUTE_BITS] ?? 0),
    0,
  );
}

function pipeProps(c: Call, siteId: string, stored: CmsContent['publishPipeProps']) {
  return c.db.tables.publishPipes
    .filter((p) => p.siteId === siteId && p.state === '0')
    .sort((a, b) => a.sort - b.sort)
    .map((p) => ({ pipeCode: p.code, pipeName: p.name, props: { ...(stored?.[p.code] ?? {}) } }));
}

/** ContentVO: the common part of every type's editor data. */
export function baseVO(
  c: Call,
  site: CmsSite,
  catalog: CmsCatalog,
  contentType: string,
  row: CmsContent | undefined,
  newId: string,
): Json {
  const config = catalog.configProps ?? {};
  const images = row?.images ?? [];
  const common: Json = {
    contentId: row?.contentId ?? newId,
    catalogId: catalog.catalogId,
    catalogName: catalog.name,
    contentType,
    shortTitleLabel: config.ShortTitleLabel,
    subTitleLabel: config.SubTitleLabel,
    showSubTitle: config.ShowContentSubTitle ?? 'N',
    images,
    imagesSrc: images.map((p) => resourceSrc(site, p)),
    attributes: row ? attributesOf(row.attributes) : [],
    keywords: row?.keywords ?? [],
    tags: row?.tags ?? [],
    publishPipeProps: pipeProps(c, site.siteId, row?.publishPipeProps),
    catalogConfigProps: { ...config },
    params: {},
  };
  if (!row) {
    return {
      ...common,
      original: 'N',
      linkFlag: 'N',
      status: '0',
      topFlag: '0',
      isLock: 'N',
      publishPipe: [],
      author: '',
      editor: c.optionalSession()?.userName ?? '',
    };
  }
  return {
    ...row,
    ...common,
    topFlag: String(row.topFlag),
    copyId: row.copyId,
    siteId: undefined,
    catalogAncestors: undefined,
    topCatalog: undefined,
    deptId: undefined,
    deptCode: undefined,
    sortFlag: undefined,
    viewCount: undefined,
    favoriteCount: undefined,
    likeCount: undefined,
    commentCount: undefined,
  };
}

/** The type-specific part of the VO (contentHtml, imageList, audioList, videoList or the book fields). */
export function detailVO(
  c: Call,
  site: CmsSite,
  contentType: string,
  contentId: string,
  format?: string,
): Json {
  const t = c.db.tables;
  switch (contentType) {
    case 'article': {
      const d = t.articleDetails.find((a) => a.contentId === contentId);
      return {
        contentHtml: d?.contentHtml ?? '',
        format: d?.format ?? format ?? 'RichText',
        downloadRemoteImage: d?.downloadRemoteImage ?? 'Y',
        pageTitles: d?.pageTitles,
      };
    }
    case 'image':
      return {
        imageList: t.images
          .filter((i) => i.contentId === contentId)
          .sort((a, b) => a.sortFlag - b.sortFlag)
          .map((i) => ({
            ...i,
            fileSize: long(i.fileSize),
            fileSizeName: fileSizeName(i.fileSize),
            src: resourceSrc(site, i.path),
          })),
      };
    case 'audio':
      return {
        audioList: t.audios
          .filter((a) => a.contentId === contentId)
          .sort((a, b) => a.sortFlag - b.sortFlag)
          .map(({ sampleRate, ...a }) => ({
            ...a,
            samplingRate: sampleRate,
            fileSize: long(a.fileSize),
            fileSizeName: fileSizeName(a.fileSize),
            duration: long(a.duration),
            src: resourceSrc(site, a.path),
          })),
      };
    case 'video':
      return {
        videoList: t.videos
          .filter((v) => v.contentId === contentId)
          .sort((a, b) => a.sortFlag - b.sortFlag)
          .map((v) => {
            const shared = v.type === 'SHARE' || v.type === 'shared';
            return {
              ...v,
              type: shared ? 'SHARE' : v.type,
              fileSize: long(v.fileSize),
              fileSizeName: fileSizeName(v.fileSize),
              duration: long(v.duration),
              src: shared ? '' : resourceSrc(site, v.path),
              coverSrc: resourceSrc(site, v.cover),
            };
          }),
      };
    case 'book': {
      const b = t.bookDetails.find((d) => d.contentId === contentId);
      return {
        publicationDate: b?.publicationDate,
        publisher: b?.publisher,
        numberOfPages: b?.numberOfPages,
        numberOfWords: b?.numberOfWords,
        producer: b?.producer,
        originalTitle: b?.originalTitle,
        translators: b?.translators,
        price: long(b?.price),
        completed: b?.completed ?? 'N',
        intro: b?.intro,
      };
    }
    default:
      return {};
  }
}

/** Copies the DTO's common fields onto a content row. */
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
