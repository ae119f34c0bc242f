import { Color as RcColor } from '@rc-component/color-picker/es/color';
import type { AggregationColor } from 'antd/es/color-picker/color';

/**
 * antd's `isBright` (color-picker/components/ColorPresets), on its own. antd's button and tag style
 * tokens import it from the colour picker's presets component, and that module imports Collapse,
 * so every screen's Collapse would land in the sign-in page's JS. The build resolves those two
 * imports here instead (scripts/vite/bundle-shims.ts); the logic is antd's, unchanged.
 */
export const isBright = (value: AggregationColor, bgColorToken: string): boolean => {
  const { r, g, b, a } = value.toRgb();
  const hsv = new RcColor(value.toRgbString()).onBackground(bgColorToken).toHsv();
  // A translucent colour reads against the background: judged by its brightness there (dark mode).
  if (a <= 0.5) return hsv.v > 0.5;
  return r * 0.299 + g * 0.587 + b * 0.114 > 192;
};
