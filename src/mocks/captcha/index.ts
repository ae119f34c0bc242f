/**
 * The math captcha of `GET /captchaImage` (RuoYi "math" type): a question like "3+5=?" drawn into a
 * 160x60 BMP with jittered glyphs, noise dots and lines. Returns base64 without a `data:` prefix.
 */
import { encodeBmp, Raster } from './bmp';
import { GLYPH_HEIGHT, GLYPH_WIDTH, GLYPHS } from './font';
import { bytesToBase64 } from '../core/base64';
import { randomInt } from '../core/random';

export const CAPTCHA_WIDTH = 160;
export const CAPTCHA_HEIGHT = 60;

type Rgb = [number, number, number];

const darkColor = (): Rgb => [randomInt(20, 120), randomInt(20, 120), randomInt(20, 120)];
const lightColor = (): Rgb => [randomInt(150, 230), randomInt(150, 230), randomInt(150, 230)];

/** A random question and its answer: a+b, a-b (never negative) or a*b with single digits. */
export function mathQuestion(): { question: string; answer: string } {
  const a = randomInt(1, 9);
  const b = randomInt(1, 9);
  switch (randomInt(0, 2)) {
    case 0:
      return { question: `${a}+${b}=?`, answer: String(a + b) };
    case 1:
      return { question: `${Math.max(a, b)}-${Math.min(a, b)}=?`, answer: String(Math.abs(a - b)) };
    default:
      return { question: `${a}*${b}=?`, answer: String(a * b) };
  }
}

/** Draws `text` (glyphs of ./font) scaled up, each glyph in its own colour with a little jitter. */
export function renderCaptcha(text: string): Uint8Array {
  const raster = new Raster(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, [246, 246, 246]);
  for (let i = 0; i < 120; i++)
    raster.set(randomInt(0, CAPTCHA_WIDTH), randomInt(0, CAPTCHA_HEIGHT), lightColor());
  for (let i = 0; i < 4; i++) {
    raster.line(randomInt(0, 160), randomInt(0, 60), randomInt(0, 160), randomInt(0, 60), lightColor());
  }
  const scale = 5;
  const advance = GLYPH_WIDTH * scale + 5;
  let x = Math.floor((CAPTCHA_WIDTH - text.length * advance + 5) / 2);
  for (const ch of text) {
    const glyph = GLYPHS[ch];
    const color = darkColor();
    const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * scale) / 2) + randomInt(-4, 4);
    const left = x + randomInt(-2, 2);
    glyph?.forEach((row, gy) => {
      for (let gx = 0; gx < row.length; gx++) {
        if (row[gx] === '#') raster.fillRect(left + gx * scale, top + gy * scale, scale, scale, color);
      }
    });
    x += advance;
  }
  for (let i = 0; i < 2; i++) {
    raster.line(0, randomInt(10, 50), CAPTCHA_WIDTH, randomInt(10, 50), darkColor());
  }
  return encodeBmp(raster);
}

export function createMathCaptcha(): { answer: string; img: string } {
  const { question, answer } = mathQuestion();
  return { answer, img: bytesToBase64(renderCaptcha(question)) };
}
