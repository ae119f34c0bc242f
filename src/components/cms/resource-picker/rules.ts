import { fileExtension } from '@/lib/utils';

import type { PickedResource, ResourceTypeInfo } from './types';

/** The suffixes a picker of `kind` accepts (every type's when no kind is given), lower case. */
export function acceptedSuffixes(types: readonly ResourceTypeInfo[], kind?: string): string[] {
  return types
    .filter((type) => !kind || type.id === kind)
    .flatMap((type) => type.accepts.split(','))
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

/** Apache commons `byteCountToDisplaySize`, as the backend words its limit: "20 MB". */
export function displaySize(bytes: number): string {
  const units: [number, string][] = [
    [1024 ** 3, 'GB'],
    [1024 ** 2, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) if (bytes >= size) return `${Math.floor(bytes / size)} ${unit}`;
  return `${bytes} bytes`;
}

export type PickProblem = { kind: 'type' } | { kind: 'size' } | { kind: 'count' };

/**
 * Why a picked file cannot join the upload list: wrong suffix, larger than the site's
 * `ResourceUploadAcceptSize` (`maxBytes` ≤ 0 = no limit), or one file too many.
 */
export function checkPick(
  file: { name: string; size: number },
  rules: { accepts: readonly string[]; maxBytes: number; limit: number; count: number },
): PickProblem | undefined {
  if (rules.accepts.length > 0 && !rules.accepts.includes(fileExtension(file.name))) return { kind: 'type' };
  if (rules.maxBytes > 0 && file.size > rules.maxBytes) return { kind: 'size' };
  if (rules.count >= rules.limit) return { kind: 'count' };
  return undefined;
}

/**
 * A remote link must start with http:// or https://, or with the site's own host (a path on the
 * site's server written without the scheme).
 */
export function isValidRemoteLink(url: string, host: string): boolean {
  const value = url.trim();
  if (!value) return false;
  if (/^https?:\/\/\S+/i.test(value)) return true;
  return host !== '' && value.startsWith(host) && value.length > host.length;
}

/** The picked result of a remote link: stored as the URL itself, named after its last segment. */
export function remotePicked(url: string): PickedResource {
  const value = url.trim();
  const lastSegment = value.split(/[?#]/)[0]?.split('/').filter(Boolean).pop() ?? value;
  const suffix = fileExtension(lastSegment);
  return { path: value, src: value, name: lastSegment, suffix: suffix || undefined };
}
