/**
 * The content editor's view objects (ContentVO and its per-type subclasses); the reverse mapping of
 * the editor DTOs onto the contents + detail tables is in ./content-editor-dto. Long values go out as strings (Jackson config),
 * Integer values as numbers. The book type has no open-source backend: its fields follow
 * docs/enterprise-only.md (price is a Long in fen).
 */
import type { Call } from '../../core/context';
import type { CmsCatalog, CmsContent, CmsSite } from '../../db';
import { CONTENT_ATTRIBUTE_BITS } from '../../db/cms-types';

export type Json = Record<string, unknown>;

/** The non-empty entries of a JSON array as strings (anything else is no entries). */
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x) => x !== null && x !== undefined && x !== '').map(String) : [];

const long = (v: number | undefined): string | undefined => (v === undefined ? undefined : String(v));
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
