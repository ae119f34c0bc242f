import { describe, expect, it } from 'vitest';

import { accessibleTokens, contrastOnWhite, readableHover, readableOnWhite } from '@/app/a11y-theme';

/** The theme colours of the settings drawer's picker, plus light ones a user may type. */
const THEME_COLORS = ['#1677ff', '#409EFF', '#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#c71585'];

describe('accessible theme tokens', () => {
  it.each(THEME_COLORS)('white text stays readable on %s, at rest and hovered', (color) => {
    const tokens = accessibleTokens(color, false);
    expect(contrastOnWhite(String(tokens.colorPrimary))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(String(tokens.colorPrimaryHover))).toBeGreaterThanOrEqual(4.5);
    expect(contrastOnWhite(String(tokens.colorLinkHover))).toBeGreaterThanOrEqual(4.5);
  });

  it('hover is lighter than the resting colour, as the user expects', () => {
    const primary = readableOnWhite('#1677ff');
    const hover = readableHover(primary);
    expect(hover).not.toBe(primary);
    expect(contrastOnWhite(hover)).toBeLessThan(contrastOnWhite(primary));
  });

  it("antd's own hover of the default blue would not be readable (why the token is set)", () => {
    // #3d8ef2 is what antd derives for hover from our darkened blue: measured on the sign-in button.
    expect(contrastOnWhite('#3d8ef2')).toBeLessThan(4.5);
  });

  it('leaves colours it cannot parse alone', () => {
    expect(readableHover('rebeccapurple')).toBe('rebeccapurple');
  });
});
