/**
 * The router's basename (vite `base: '/admin/'`). Redirect targets may arrive with it (a full
 * `location.pathname`) or without it (a router path); the router wants them without.
 */
export const ROUTER_BASENAME = '/admin';

/** How many rounds of percent-decoding are inspected; anything still changing after that is rejected. */
const MAX_DECODE_ROUNDS = 3;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** One form of the target (raw or decoded) that a browser could end up navigating to. */
function isSafeForm(form: string): boolean {
  if (!form.startsWith('/')) return false; // relative paths and schemes (javascript:, data:, http:)
  if (form.startsWith('//')) return false; // protocol-relative: another host
  if (form.includes('\\')) return false; // browsers read '\' as '/', so '/\evil.com' is '//evil.com'
  if (CONTROL_CHARS.test(form)) return false; // browsers strip tab/CR/LF: '/\t/evil.com' becomes '//evil.com'
  return true;
}

/**
 * One round of percent-decoding that decodes every valid run of escapes and leaves malformed ones as
 * they are. A strict decodeURIComponent would throw on a single stray '%zz' and let an attacker hide
 * '%2F%2F' behind it; a legitimate '100%25' must not make the whole path unusable either.
 */
function decodeOnce(value: string): string {
  const strict = (text: string, keep: (text: string) => string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return keep(text);
    }
  };
  // A run that is not valid UTF-8 as a whole is decoded escape by escape (ASCII ones like %2F still decode).
  return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) =>
    strict(run, () => run.replace(/%[0-9A-Fa-f]{2}/g, (escape) => strict(escape, (kept) => kept))),
  );
}

/** See isSafeRedirect; this checks one path as given. */
function isSafePath(target: string): boolean {
  let form = target;
  for (let round = 0; round <= MAX_DECODE_ROUNDS; round += 1) {
    if (!isSafeForm(form)) return false;
    const decoded = decodeOnce(form);
    if (decoded === form) break;
    if (round === MAX_DECODE_ROUNDS) return false; // still encoded after three rounds: suspicious
    form = decoded;
  }
  // Last line of defence: the URL parser must agree that it stays on this origin.
  try {
    const base = 'http://app.invalid';
    return new URL(target, base).origin === base;
  } catch {
    return false;
  }
}

/** Strips the router basename: '/admin/system/user?x=1' → '/system/user?x=1', '/admin' → '/'. */
export function stripBasename(path: string, basename: string = ROUTER_BASENAME): string {
  const base = basename.replace(/\/+$/, '');
  if (base === '') return path;
  if (path === base) return '/';
  const next = path.charAt(base.length);
  if (path.startsWith(base) && ['/', '?', '#'].includes(next)) {
    const rest = path.slice(base.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return path;
}

/**
 * True when `target` is an internal app path that cannot leave this origin: it starts with a single
 * '/', contains no backslash or control character, and the same holds after each of up to three
 * rounds of percent-decoding (so `/%2F%2Fevil.com`, `/%5Cevil.com` and double-encoded forms fail).
 * The path left after stripping the basename must pass too ('/admin//evil.com' → '//evil.com').
 */
export function isSafeRedirect(target: string | null | undefined): boolean {
  if (typeof target !== 'string' || target === '') return false;
  return isSafePath(target) && isSafePath(stripBasename(target));
}

/**
 * Where to go after login (the `redirect` query parameter): the target relative to the router
 * basename when it is safe, otherwise `fallback`. The target is returned still encoded: the router
 * decodes it once, as it would any URL.
 */
export function safeRedirect(target: string | null | undefined, fallback = '/index'): string {
  return typeof target === 'string' && isSafeRedirect(target) ? stripBasename(target) : fallback;
}
