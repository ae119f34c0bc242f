import type { ThemeConfig } from 'antd';
// antd's own dark palette (as its dark algorithm derives colorPrimary), not its whole theme object.
import { generateColorPalettes } from 'antd/es/theme/themes/dark/colors';
import { generateColorPalettes as lightPalettes } from 'antd/es/theme/themes/default/colors';

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

/** The colour scaled towards black, in small steps, until it reads at 4.5:1 (plus margin) on each ground. */
function darkenedFor(color: string, grounds: readonly string[]): string {
  const rgb = channels(color);
  if (!rgb) return color; // a named or rgba() colour: leave it as the user set it
  const reads = (c: string) => grounds.every((g) => contrast(c, g) >= TARGET);
  let current = hex(rgb);
  for (let factor = 1; !reads(current) && factor > 0; factor -= 0.02) {
    current = hex(rgb.map((v) => v * factor));
  }
  return current;
}

/** The colour scaled towards black, in small steps, until white text on it reaches 4.5:1. */
export function readableOnWhite(color: string): string {
  return darkenedFor(color, ['#ffffff']);
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

/** Contrast ratio of two #rgb/#rrggbb colours (WCAG), NaN when one cannot be parsed. */
export function contrast(a: string, b: string): number {
  const x = channels(a);
  const y = channels(b);
  if (!x || !y) return Number.NaN;
  const [hi, lo] = [luminance(x), luminance(y)].sort((m, n) => n - m) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** antd's dark text colour (rgba(0,0,0,.88) on a light ground is about this). */
export const DARK_TEXT = '#1f1f1f';

/**
 * The text colour for a filled ground such as a primary button or the selected menu item: white when
 * it reaches 4.5:1 there, else dark text (a yellow or light green theme colour), whatever reads better.
 */
export function textOn(ground: string): string {
  return contrast('#ffffff', ground) >= 4.5 || contrast('#ffffff', ground) >= contrast(DARK_TEXT, ground)
    ? '#ffffff'
    : DARK_TEXT;
}

/** The colour mixed towards white, in small steps, until it reads at 4.5:1 (plus margin) on `ground`. */
export function readableOn(color: string, ground: string): string {
  const rgb = channels(color);
  if (!rgb) return color;
  let current = hex(rgb);
  for (let share = 0.04; contrast(current, ground) < TARGET && share <= 1; share += 0.04) {
    current = hex(rgb.map((v) => v + (255 - v) * share));
  }
  return current;
}

/** The dark theme's page and table ground (antd's colorBgContainer). */
export const DARK_GROUND = '#141414';
/** The dark theme's lighter ground: dialogs, drawers, dropdowns (antd's colorBgElevated). */
export const DARK_ELEVATED = '#1f1f1f';

/**
 * The colour antd's dark algorithm paints for a seed colour (its dark palette's sixth step): colorPrimary,
 * colorLink and colorError are all seeds that it darkens this way, so a seed readable on #141414 is not.
 */
export function darkPrimary(colorPrimary: string): string {
  return channels(colorPrimary) ? generateColorPalettes(colorPrimary)[6] : colorPrimary;
}

/** A selected row's or item's ground in dark mode: the tint of the theme colour as the user set it. */
function selectionTint(colorPrimary: string): string {
  return channels(colorPrimary) ? generateColorPalettes(colorPrimary)[1] : DARK_ELEVATED;
}

/**
 * A dark-theme seed for `color`: mixed towards white in small steps until the colour antd derives from
 * it reads at 4.5:1 (plus margin) as text on the lighter dark ground and on a selected row of this
 * theme colour, so on every dark ground.
 */
function darkSeedReadable(color: string, colorPrimary: string): string {
  const rgb = channels(color);
  if (!rgb) return color;
  const grounds = [DARK_ELEVATED, selectionTint(colorPrimary)];
  const reads = (seed: string) => grounds.every((g) => contrast(darkPrimary(seed), g) >= TARGET);
  let seed = hex(rgb);
  for (let share = 0.04; !reads(seed) && share <= 1; share += 0.04) {
    seed = hex(rgb.map((v) => v + (255 - v) * share));
  }
  return seed;
}

/**
 * The theme colour as the dark theme's seed. In dark mode the theme colour is text as often as it is a
 * ground: ghost and link buttons, the active tab, links, checked radios. A colour dark enough to carry
 * white text cannot also read on #141414 (both need 4.5:1 from opposite ends), so it is lightened until
 * it reads as text, and its fills (primary buttons, the selected menu item) carry dark text.
 */
export function darkSeed(colorPrimary: string): string {
  return darkSeedReadable(colorPrimary, colorPrimary);
}

/** antd's error red as the dark theme's seed: danger buttons' and form messages' red reads on the grounds. */
function darkErrorSeed(colorPrimary: string): string {
  return darkSeedReadable('#ff4d4f', colorPrimary);
}

/** The error red antd paints, per mode (the ground of a filled danger button, the text of the others). */
function errorColour(colorPrimary: string, dark: boolean): string {
  return dark ? darkPrimary(darkErrorSeed(colorPrimary)) : lightReadable('#ff4d4f', colorPrimary);
}

/**
 * A selected row's or item's ground in light mode: antd's lightest tint of the theme colour as the
 * user set it (what antd derives from it; pinned, so darkening the colour for text does not move it).
 */
function lightSelectionTint(colorPrimary: string): string {
  return channels(colorPrimary) ? lightPalettes(colorPrimary)[1] : '#e6f4ff';
}

/**
 * A colour darkened until it reads as text on every light ground: the page and a selected row or
 * item (links sit on selected rows: readable on white alone they dropped to 4.3:1 there).
 */
function lightReadable(color: string, colorPrimary: string): string {
  return darkenedFor(color, ['#ffffff', lightSelectionTint(colorPrimary)]);
}

/** The filled ground of primary buttons and the selected dark menu item, as antd will paint it. */
function primaryGround(colorPrimary: string, dark: boolean): string {
  return dark ? darkPrimary(darkSeed(colorPrimary)) : lightReadable(colorPrimary, colorPrimary);
}

/**
 * Dark mode: antd's own dark tokens, except where they are too faint on #141414 (see `darkSeed`): the
 * theme colour, links (which follow it instead of antd's info blue) and the error red are seeded so
 * that what antd derives reads; secondary texts and placeholders are a little brighter
 * (rgba(255,255,255,.45) is 4.3:1 there).
 */
function darkTokens(colorPrimary: string): NonNullable<ThemeConfig['token']> {
  const seed = darkSeed(colorPrimary);
  // Selected rows and items keep the tint of the theme colour as the user set it: the lightened
  // seed's tint is lighter too, and links on a selected row dropped to 3:1.
  const tint = selectionTint(colorPrimary);
  const tintHover = channels(colorPrimary) ? generateColorPalettes(colorPrimary)[2] : tint;
  return {
    colorPrimaryBg: tint,
    colorPrimaryBgHover: tintHover,
    controlItemBgActive: tint,
    controlItemBgActiveHover: tintHover,
    colorPrimary: seed,
    colorLink: seed,
    // Not a seed: painted as given. antd derives a dim blue-black for it in dark mode (its palette's
    // fourth step); the hover step of primary buttons (the fifth) is lighter than the link, as expected.
    colorLinkHover: readableOn(generateColorPalettes(seed)[5], DARK_ELEVATED),
    // The pressed shade, darker than the seed's colour in dark mode (the tenth step): the console's
    // primary dictionary tags use it as their text, so it is lightened until it reads.
    colorPrimaryTextActive: readableOn(generateColorPalettes(seed)[10], DARK_ELEVATED),
    colorInfo: seed,
    colorError: darkErrorSeed(colorPrimary),
    colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
    colorTextDescription: 'rgba(255, 255, 255, 0.6)',
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.5)',
  };
}

/** The dark sidebar's ground (antd's Menu darkItemBg), in light and dark mode alike. */
export const DARK_SIDEBAR = '#001529';

/**
 * Component tokens that put readable text on the theme colour and the error red: the primary and
 * danger buttons' text (antd paints it white whatever the ground). The dark sidebar paints its
 * selected item's colour also on the title of the group holding it, on the sidebar's own navy, so
 * that colour stays white and the selected item's ground is the theme colour darkened to carry it.
 */
export function accessibleComponents(colorPrimary: string, dark: boolean): ThemeConfig['components'] {
  return {
    Button: {
      primaryColor: textOnPrimary(colorPrimary, dark),
      dangerColor: textOn(errorColour(colorPrimary, dark)),
    },
    Menu: { darkItemSelectedBg: readableOnWhite(colorPrimary), darkItemSelectedColor: '#ffffff' },
  };
}

/** The text colour on the theme colour's ground (also the frame's plain CSS: the active tab). */
export function textOnPrimary(colorPrimary: string, dark: boolean): string {
  return textOn(primaryGround(colorPrimary, dark));
}

export function accessibleTokens(colorPrimary: string, dark: boolean): NonNullable<ThemeConfig['token']> {
  if (dark) return darkTokens(colorPrimary);
  const primary = primaryGround(colorPrimary, false);
  const hover = readableHover(primary);
  const tint = lightSelectionTint(colorPrimary);
  return {
    colorPrimaryBg: tint,
    controlItemBgActive: tint,
    colorPrimary: primary,
    colorPrimaryHover: hover,
    // A hovered link goes darker (antd's pressed shade), not lighter: lighter dropped below 4.5:1 on a
    // selected row.
    colorLinkHover: lightReadable(lightPalettes(primary)[7], colorPrimary),
    // antd seeds links and "info" from its own blue, not from colorPrimary.
    colorInfo: primary,
    colorLink: primary,
    colorError: errorColour(colorPrimary, false),
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Select placeholders are real text (antd renders a span): 0.25 alpha is 1.9:1, 0.56 is 4.9:1.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  };
}
