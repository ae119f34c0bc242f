/** "Blank": empty, or whitespace only. Non-strings count as blank only when null/undefined. */
export function isBlank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && value.trim().length === 0;
}

/** The Vue console's email pattern (local part, then a domain with a 2+ letter TLD or an IP literal). */
const EMAIL =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value);
}

/** A URL with one of the schemes and a host, no whitespace. `new URL` does the hard parsing. */
function hasScheme(value: string, schemes: readonly string[]): boolean {
  if (/\s/.test(value)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(value)?.[1]?.toLowerCase();
  if (!scheme || !schemes.includes(scheme)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
}

/** "URL must start with http(s)://". */
export function isHttpUrl(value: string): boolean {
  return hasScheme(value, ['http', 'https']);
}

/** URL pattern: http, https or ftp. */
export function isUrl(value: string): boolean {
  return hasScheme(value, ['http', 'https', 'ftp']);
}

/** Codes (role keys, publish-pipe codes, …): letters, digits, underscore. */
export function isCode(value: string): boolean {
  return /^[A-Za-z0-9_]+$/.test(value);
}

/** Mainland mobile number: 11 digits, 1 then 3–9. */
export function isMobile(value: string): boolean {
  return /^1[3-9]\d{9}$/.test(value);
}
