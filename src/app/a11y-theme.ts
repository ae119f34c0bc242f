import type { ThemeConfig } from 'antd';

/**
 * WCAG AA asks 4.5:1 contrast for normal text. antd's light defaults miss it in a few places: white text
 * on the default blue #1677ff (4.1:1), the grey of descriptions and result subtitles (rgba(0,0,0,.45),
 * 3.4:1) and the error red of form messages #ff4d4f (3.0:1). These tokens fix that for the light
 * theme; whatever theme colour the user picks is darkened just enough to keep button text and links
 * readable. axe checks it on every screen the e2e suites visit. The target keeps a small margin above 4.5.
 * (Status colours are left alone: antd derives filled tag grounds from them, so darkening the seed
 * darkens the ground too — a tag needs its own variant or text colour instead.)
 */
const TARGET = 4.8;

function channels(hex: string): [number, number, number] | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return undefined;
  const h = m[1].length === 3 ? [...m[1]].map((c) => c + c).join('') : m[1];
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Contrast of a colour against white text. */
function contrastWithWhite(rgb: [number, number, number]): number {
  return 1.05 / (luminance(rgb) + 0.05);
}

/** Contrast of white text on `color` (a #rgb or #rrggbb colour), e.g. 4.5 for WCAG AA. */
export function contrastOnWhite(color: string): number {
  const rgb = channels(color);
  return rgb ? contrastWithWhite(rgb) : Number.NaN;
}

const hex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** The colour scaled towards black, in small steps, until white text on it reaches 4.5:1. */
export function readableOnWhite(color: string): string {
  const rgb = channels(color);
  if (!rgb) return color; // a named or rgba() colour: leave it as the user set it
  let current = rgb;
  for (let factor = 1; contrastWithWhite(current) < TARGET && factor > 0; factor -= 0.02) {
    current = rgb.map((v) => v * factor) as [number, number, number];
  }
  return hex(current);
}

/** Hover is the primary lightened: not so far that the hovered button's white text drops below this. */
const HOVER_TARGET = 4.55;

/**
 * The hover shade of a readable colour: mixed towards white as far as antd's own hover goes (about a
 * fifth of the way), but never past the point where white text on it drops below 4.5:1. antd derives a
 * much lighter hover (#3d8ef2 for our blue, 3.5:1), so a button under the mouse, such as Sign in right
 * after the click, was unreadable.
 */
export function readableHover(color: string): string {
  const rgb = channels(color);
  if (!rgb) return color;
  let best = rgb;
  for (let share = 0.02; share <= 0.2; share += 0.02) {
    const mixed = rgb.map((v) => v + (255 - v) * share) as [number, number, number];
    if (contrastWithWhite(mixed) < HOVER_TARGET) break;
    best = mixed;
  }
  return hex(best);
}

export function accessibleTokens(colorPrimary: string, dark: boolean): NonNullable<ThemeConfig['token']> {
  if (dark) return { colorPrimary };
  const primary = readableOnWhite(colorPrimary);
  const hover = readableHover(primary);
  return {
    colorPrimary: primary,
    colorPrimaryHover: hover,
    colorLinkHover: hover,
    // antd seeds links and "info" from its own blue, not from colorPrimary.
    colorInfo: primary,
    colorLink: primary,
    colorError: readableOnWhite('#ff4d4f'),
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Select placeholders are real text (antd renders a span): 0.25 alpha is 1.9:1, 0.56 is 4.9:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  };
}
