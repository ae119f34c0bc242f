/**
 * HTML for resources picked from the material library, as the old console's `xy-resource` button
 * inserted them: `iurl` keeps the internal path (the backend rewrites it per publish pipe), `src` is
 * what the editor shows.
 */
export interface RichTextResource {
  path: string;
  src: string;
  name: string;
  fileSize?: number;
  width?: number;
  height?: number;
  suffix?: string;
}

export type ResourceKind = 'image' | 'video' | 'file';

/** Default size limit of images put into the editor (5 MB). */
export const DEFAULT_MAX_IMAGE_SIZE = 5 * 1024 * 1024;

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function resourceHtml(kind: ResourceKind, r: RichTextResource): string {
  const src = esc(r.src || r.path);
  const iurl = esc(r.path);
  const name = esc(r.name);
  if (kind === 'image')
    return `<img class="art-body-img" src="${src}" iurl="${iurl}" alt="${name}" title="${name}" />`;
  if (kind === 'video')
    return `<video class="art-body-video" controls="controls" src="${src}" iurl="${iurl}"></video>`;
  return `<a class="art-body-file" href="${src}" iurl="${iurl}" target="_blank">${name}</a>`;
}

/** Resources over the size limit (images only). */
export function oversized(kind: ResourceKind, items: readonly RichTextResource[], max: number) {
  return kind === 'image' ? items.filter((r) => (r.fileSize ?? 0) > max) : [];
}
