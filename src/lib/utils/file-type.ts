/** Icon keys of the file-type icon set (the Vue console's `file-*` SVGs, without the prefix). */
// prettier-ignore
export const FILE_ICON_KEYS = [
  '7z', 'aac', 'ai', 'archive', 'arj', 'audio', 'avi', 'css', 'csv', 'dbf', 'doc', 'dwg', 'exe', 'fla',
  'flac', 'gif', 'html', 'iso', 'jpg', 'js', 'json', 'mdf', 'mp2', 'mp3', 'mp4', 'mxf', 'nrg', 'pdf',
  'png', 'ppt', 'psd', 'rar', 'rtf', 'svg', 'text', 'tiff', 'txt', 'unknown', 'video', 'wav', 'wma', 'xls',
  'xml', 'zip',
] as const;

export type FileIconKey = (typeof FILE_ICON_KEYS)[number];

/** Extensions drawn with another extension's icon (the console's list, plus common spellings of the same format). */
const ALIASES: Record<string, FileIconKey> = {
  docx: 'doc',
  pptx: 'ppt',
  xlsx: 'xls',
  jpeg: 'jpg',
  tif: 'tiff',
  htm: 'html',
  ogg: 'audio',
  aiff: 'audio',
  mid: 'audio',
  mpg: 'video',
  mpeg: 'video',
  rmvb: 'video',
  rm: 'video',
  wmv: 'video',
  mov: 'video',
};

const OWN_ICONS = new Set<string>(
  FILE_ICON_KEYS.filter((key) => !['audio', 'video', 'unknown'].includes(key)),
);

/** The lower-case extension of a file name, path or URL ("a/B.DOCX?x=1" → "docx"); a bare "docx" or ".docx" works too. */
export function fileExtension(fileNameOrExt: string | null | undefined): string {
  if (!fileNameOrExt) return '';
  const clean = fileNameOrExt.trim().split(/[?#]/)[0] ?? '';
  const base = clean.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot >= 0 ? base.slice(dot + 1) : base).toLowerCase();
}

/** The icon key for a file name or extension; unknown extensions get 'unknown'. */
export function fileTypeIcon(fileNameOrExt: string | null | undefined): FileIconKey {
  const ext = fileExtension(fileNameOrExt);
  if (ALIASES[ext]) return ALIASES[ext];
  return OWN_ICONS.has(ext) ? (ext as FileIconKey) : 'unknown';
}

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'tiff']);

/** A file counts as an image when its extension is png, jpg, jpeg, gif, webp, bmp or tiff. */
export function isImage(fileName: string | null | undefined): boolean {
  if (!fileName || !fileName.includes('.')) return false;
  return IMAGE_EXTENSIONS.has(fileExtension(fileName));
}
