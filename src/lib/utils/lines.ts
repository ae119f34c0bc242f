/**
 * The entries of a "one per line" textarea: split on real line breaks (\n, \r\n, \r), each trimmed,
 * blanks and repeats dropped, first occurrence order kept.
 */
export function splitLines(text: string | undefined | null): string[] {
  const seen = new Set<string>();
  for (const line of (text ?? '').split(/\r\n|\r|\n/)) {
    const entry = line.trim();
    if (entry) seen.add(entry);
  }
  return [...seen];
}
