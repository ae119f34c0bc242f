import { fileExtension } from '@/lib/utils';

/** Defaults of the file uploader: doc, xls, ppt, txt, pdf by extension; 5 MB; 5 files. */
export const FILE_DEFAULTS = { types: ['doc', 'xls', 'ppt', 'txt', 'pdf'], maxSizeMb: 5, limit: 5 } as const;
/** Defaults of the image uploader: png, jpg, jpeg by MIME type or extension; 5 MB. */
export const IMAGE_DEFAULTS = { types: ['png', 'jpg', 'jpeg'], maxSizeMb: 5, limit: 5 } as const;

export interface FileRules {
  /** Allowed extensions, lower case, without dots; empty = any. */
  types?: readonly string[];
  /** Also accept a file whose MIME type is `image/<type>` for one of `types` (the image uploader). */
  byMime?: boolean;
  /** Megabytes; 0 or undefined = no limit. */
  maxSizeMb?: number;
}

export type FileProblem = { kind: 'type'; types: string } | { kind: 'size'; sizeMb: number };

/** Why a picked file is refused, or undefined when it may be uploaded. */
export function checkFile(
  file: { name: string; size: number; type?: string },
  rules: FileRules,
): FileProblem | undefined {
  const types = rules.types ?? [];
  if (types.length > 0) {
    const ext = fileExtension(file.name);
    const mime = (file.type ?? '').toLowerCase();
    const byMime = rules.byMime === true && types.some((t) => mime === `image/${t}`);
    if (!types.includes(ext) && !byMime) return { kind: 'type', types: types.join('/') };
  }
  if (rules.maxSizeMb && file.size / 1024 / 1024 > rules.maxSizeMb)
    return { kind: 'size', sizeMb: rules.maxSizeMb };
  return undefined;
}

/** A stored file name (comma-separated list or array) as a list. */
export function toNameList(value: string | readonly string[] | null | undefined): string[] {
  if (!value) return [];
  const list = Array.isArray(value) ? value : String(value).split(',');
  return list.map((v) => v.trim()).filter(Boolean);
}
