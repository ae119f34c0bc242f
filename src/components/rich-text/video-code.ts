/**
 * Third-party video sharing code (Youku, Bilibili, Tencent…): the pasted code must contain an `<iframe>`
 * with a `src`. Only the src is kept: the editor writes its own iframe, so nothing else the
 * code carries (scripts, handlers, styles) reaches the article.
 */
export interface VideoCodeOptions {
  width: number;
  height: number;
  align: 'center' | 'left' | 'right';
}

export type VideoCodeResult = { ok: true; src: string } | { ok: false; reason: 'empty' | 'noIframe' };

/** The iframe src of a sharing code, or why there is none. Protocol-relative and http(s) only. */
export function parseVideoCode(code: string): VideoCodeResult {
  if (!code.trim()) return { ok: false, reason: 'empty' };
  const doc = new DOMParser().parseFromString(code, 'text/html');
  const src = doc.querySelector('iframe')?.getAttribute('src')?.trim();
  if (!src || !/^(https?:)?\/\//i.test(src)) return { ok: false, reason: 'noIframe' };
  return { ok: true, src };
}

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The responsive iframe paragraph the editor inserts (the class of the old console's `xy-third-video`). */
export function videoIframeHtml(src: string, { width, height, align }: VideoCodeOptions): string {
  return (
    `<p style="text-align: ${align};"><iframe class="edui-video-iframe" src="${escapeAttr(src)}" ` +
    `width="${width}" height="${height}" frameborder="0" allowfullscreen="true"></iframe></p>`
  );
}
