import { StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';

/**
 * antd's CSS-in-JS is kept out of jsdom, which lays nothing out. Built, its styles cost a third of a
 * screen test's render (every component's style objects, serialised per theme); in the document, a few
 * thousand rules make each getComputedStyle call ~40 ms, and role queries make one per candidate element.
 * antd's zero-runtime mode skips building them; the app's own ConfigProvider inherits the flag. The one
 * thing tests need from those styles is which popups are hidden, so a single rule stands in for antd's
 * `*-hidden` classes. The static toast holder (outside this tree) still builds its few styles, unshown.
 */
export function TestStyles({ children }: { children: ReactNode }) {
  return (
    <StyleProvider mock="server">
      <ConfigProvider theme={ZERO_RUNTIME}>
        <style>{'[class*="-hidden"]{display:none}'}</style>
        {children}
      </ConfigProvider>
    </StyleProvider>
  );
}

const ZERO_RUNTIME = { zeroRuntime: true };
