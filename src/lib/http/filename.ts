/** Response headers as axios (AxiosHeaders, case-insensitive `get`) or fetch (`Headers`) give them, or a plain record. */
export type HeaderSource = { get(name: string): unknown } | Record<string, unknown> | null | undefined;

function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (!headers) return undefined;
  let value: unknown;
  if (typeof (headers as { get?: unknown }).get === 'function') {
    value = (headers as { get(name: string): unknown }).get(name);
  } else {
    const record = headers as Record<string, unknown>;
    const key = Object.keys(record).find((k) => k.toLowerCase() === name);
    value = key === undefined ? undefined : record[key];
  }
  if (Array.isArray(value)) value = value[0];
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value; // not percent-encoded after all (a literal '%' in the name)
  }
}

function unquote(value: string): string {
  const trimmed = value.trim();
  return trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"')
    ? trimmed.slice(1, -1)
    : trimmed;
}

/** RFC 6266/5987: `filename*=charset'lang'percent-encoded`, which carries non-ASCII names intact. */
const EXTENDED = /filename\*\s*=\s*([^;]+)/i;
/** The plain form; `(?:^|;)` keeps it from matching the `filename*=` parameter. */
const PLAIN = /(?:^|;)\s*filename\s*=\s*("[^"]*"|[^;]*)/i;

/**
 * The name of a downloaded file: the `download-filename` header ChestnutCMS sets on /common/download,
 * else Content-Disposition (`filename*=` preferred over `filename=`), else undefined.
 */
export function resolveFileName(headers: HeaderSource): string | undefined {
  const direct = readHeader(headers, 'download-filename');
  if (direct) return decode(unquote(direct));
  const disposition = readHeader(headers, 'content-disposition');
  if (!disposition) return undefined;
  const extended = EXTENDED.exec(disposition)?.[1];
  if (extended) {
    const value = unquote(extended);
    const encoded = /^[^']*'[^']*'(.*)$/.exec(value)?.[1] ?? value;
    if (encoded) return decode(encoded);
  }
  const plain = PLAIN.exec(disposition)?.[1];
  return plain && unquote(plain) ? decode(unquote(plain)) : undefined;
}
