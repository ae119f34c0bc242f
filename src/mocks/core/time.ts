/** Date helpers for the backend's wire format ("yyyy-MM-dd HH:mm:ss", local time). */

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `LocalDateTime` as Jackson writes it in this backend. */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${formatDate(ms)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** `LocalDate` ("yyyy-MM-dd"). */
export function formatDate(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** "yyyy/MM/dd", the date folders of uploads. */
export function datePath(ms: number): string {
  return formatDate(ms).replaceAll('-', '/');
}

/** "yyyyMMddHHmmss", used in export file names. */
export function compactDateTime(ms: number): string {
  return formatDateTime(ms).replace(/[-: ]/g, '');
}

/** Parses the wire format back to epoch ms (NaN when malformed). */
export function parseDateTime(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text.trim());
  if (!m) return NaN;
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = m;
  return new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)).getTime();
}
