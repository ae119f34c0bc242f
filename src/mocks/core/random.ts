/**
 * Random ids and fake hashes. Pure JS on purpose: the same code runs in jsdom, Node and the Vite SSR
 * loader, where `crypto.randomUUID` is not always present.
 */

const HEX = '0123456789abcdef';

/** A random RFC 4122 v4 uuid, the shape of sa-token tokens and captcha uuids. */
export function uuid(): string {
  let out = '';
  for (let i = 0; i < 36; i++) {
    if (i === 8 || i === 13 || i === 18 || i === 23) out += '-';
    else if (i === 14) out += '4';
    else if (i === 19) out += HEX[8 + Math.floor(Math.random() * 4)];
    else out += HEX[Math.floor(Math.random() * 16)];
  }
  return out;
}

/** A uuid without dashes, as the backend names uploaded files. */
export function simpleUuid(): string {
  return uuid().replaceAll('-', '');
}

/** Random integer in [min, max]. */
export function randomInt(min: number, max: number): number {
  return min + Math.floor(Math.random() * (max - min + 1));
}

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 32-bit FNV-1a, enough to make a stable fake hash. */
function fnv1a(text: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * A string that looks like a BCrypt hash ($2a$10$ + 53 chars) and is stable for one password.
 * It only mimics what the real backend exposes in SysUser.password; the mock verifies the clear text.
 */
export function fakeBcrypt(password: string): string {
  let body = '';
  for (let i = 0; body.length < 53; i++) {
    let h = fnv1a(password, i * 0x9e3779b1);
    for (let k = 0; k < 5 && body.length < 53; k++) {
      body += BCRYPT_ALPHABET[h & 63];
      h >>>= 6;
    }
  }
  return `$2a$10$${body}`;
}
