import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

import { buildTheme } from '@/app/theme';
import { DEFAULT_CONTROL_SIZE } from '@/stores/app';
import { DEFAULT_LAYOUT_SETTINGS } from '@/stores/layout-settings';

import { AntdCatalogue, SignInCatalogue } from './catalogue';

/** antd's rule that lists the styles a stylesheet holds, as `path:hash` pairs (its `content`). */
const CACHE_PATH_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}$/;

function splitCachePathRule(css: string): { css: string; paths: string[] } {
  const match = CACHE_PATH_RULE.exec(css);
  if (!match) throw new Error('antd no longer ends its extracted styles with the cache-path rule');
  return { css: css.slice(0, match.index), paths: (match[1] ?? '').split(';').filter(Boolean) };
}

const cachePathRule = (paths: readonly string[]) =>
  `.data-ant-cssinjs-cache-path{content:"${paths.join(';')}";}`;

export interface AntdStyleSheets {
  /** The sign-in page's styles, listing only themselves. */
  signIn: string;
  /** Every other style of the console, listing both files' styles: linked last, its list wins. */
  console: string;
}

/**
 * The styles antd's CSS-in-JS builds for the catalogue in the console's default theme (light, the
 * default theme colour and control size), as two stylesheets. Each ends with antd's cache-path rule,
 * which tells antd in the browser which styles the page already has: it neither builds nor injects
 * those. Another theme has other hashes, so a user who picked one gets styles built at run time, as
 * before.
 */
export function renderAntdStyles(): AntdStyleSheets {
  const cache = createCache();
  const theme = buildTheme({
    colorPrimary: DEFAULT_LAYOUT_SETTINGS.theme,
    dark: false,
    size: DEFAULT_CONTROL_SIZE,
  });
  // Each extraction takes the styles registered since the last one (`once`).
  const extract = (node: ReactNode) => {
    renderToString(
      <StyleProvider cache={cache}>
        <ConfigProvider theme={theme}>{node}</ConfigProvider>
      </StyleProvider>,
    );
    // Only the component styles: the token variables are keyed by React ids of this render, which the
    // browser's render does not share; antd registers those (cheaply) at run time.
    return splitCachePathRule(extractStyle(cache, { plain: true, types: ['style'], once: true }));
  };
  const signIn = extract(<SignInCatalogue />);
  const rest = extract(<AntdCatalogue />);
  return {
    signIn: signIn.css + cachePathRule(signIn.paths),
    console: rest.css + cachePathRule([...signIn.paths, ...rest.paths]),
  };
}
