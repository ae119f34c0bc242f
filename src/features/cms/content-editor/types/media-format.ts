/** Display helpers of the media item cards. */
export function sizeName(size: string | number | undefined, known?: string): string {
  if (known) return known;
  const n = Number(size ?? 0);
  if (!n) return '-';
  if (n >= 1_048_576) return `${(n / 1_048_576).toFixed(2)} MB`;
  if (n >= 1024) return `${(n / 1024).toFixed(2)} KB`;
  return `${n} B`;
}

/** Seconds as h:mm:ss (or m:ss). */
export function durationName(seconds: string | number | undefined): string {
  const total = Math.floor(Number(seconds ?? 0));
  if (!total) return '-';
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = String(m).padStart(h ? 2 : 1, '0');
  return `${h ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}

export const dash = (v: unknown) => (v === undefined || v === null || v === '' ? '-' : String(v));
