import { StyleProvider } from '@ant-design/cssinjs';
import type { ReactNode } from 'react';

/**
 * antd's CSS-in-JS is kept out of jsdom: with a few thousand rules in the document, jsdom spends ~40 ms
 * per getComputedStyle call, which role queries make for every candidate element. The one thing tests
 * need from those styles is which popups are hidden, so a single rule stands in for antd's
 * `*-hidden` classes.
 */
export function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <style>{'[class*="-hidden"]{display:none}'}</style>
      {children}
    </StyleProvider>
  );
}
