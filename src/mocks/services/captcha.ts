/** Captcha answers cached for two minutes under their uuid, single-use (RuoYi `captcha_codes:<uuid>`). */
import { createMathCaptcha } from '../captcha';
import { uuid } from '../core/random';
import type { MockDb } from '../db';

export const CAPTCHA_TTL_MS = 2 * 60 * 1000;

export function issueCaptcha(db: MockDb): { uuid: string; img: string } {
  const now = db.now();
  // Drop expired entries so the table does not grow without bound in a long-running server.
  db.tables.captchas = db.tables.captchas.filter((c) => c.expiresAt > now);
  const { answer, img } = createMathCaptcha();
  const id = uuid();
  db.tables.captchas.push({ uuid: id, answer, expiresAt: now + CAPTCHA_TTL_MS });
  return { uuid: id, img };
}

/** The answer of a live captcha without consuming it (for the `--expose-captcha` debug route). */
export function peekCaptcha(db: MockDb, id: string): string | undefined {
  return db.tables.captchas.find((c) => c.uuid === id && c.expiresAt > db.now())?.answer;
}

/** Consumes the captcha (even on a wrong answer, as the backend deletes the key before comparing). */
export function checkCaptcha(
  db: MockDb,
  id: string | undefined,
  code: string | undefined,
): 'ok' | 'expired' | 'wrong' {
  const index = db.tables.captchas.findIndex((c) => c.uuid === id);
  const entry = index >= 0 ? db.tables.captchas.splice(index, 1)[0] : undefined;
  if (!entry || entry.expiresAt <= db.now()) return 'expired';
  return (code ?? '').trim().toLowerCase() === entry.answer.toLowerCase() ? 'ok' : 'wrong';
}
