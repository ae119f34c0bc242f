// antd's record of the styles the page's stylesheets hold; see loadConsoleStyles.
import { reset as forgetStylesOnPage } from '@ant-design/cssinjs/es/util/cacheMapUtil';

/** The `<meta>` naming the console's prebuilt antd stylesheet (scripts/vite/antd-styles/plugin.ts). */
const META = 'meta[name="antd-console-styles"]';

let loading: Promise<void> | undefined;
let settled = false;

/** Whether loadConsoleStyles has finished (loaded, failed, or had nothing to load). */
export const consoleStylesSettled = (): boolean => settled;

/**
 * Loads the console's prebuilt antd stylesheet, once; resolves when it is in (or failed).
 *
 * The production build ships antd's styles as CSS instead of having antd build them in the browser:
 * the sign-in page's few in index.html, the rest in this file. antd learns which styles a page has from
 * a rule in those files, read when it first renders; the console's file lists both files' styles and,
 * linked last, wins. Once it has loaded, antd is told to read the rule again; until then (or if it fails
 * to load) antd builds what it renders itself, as without the file. Without the `<meta>` (`vite dev`,
 * tests) there is nothing to load.
 */
export function loadConsoleStyles(): Promise<void> {
  loading ??= new Promise<void>((resolve) => {
    const done = () => {
      settled = true;
      resolve();
    };
    const href = document.querySelector<HTMLMetaElement>(META)?.content;
    if (!href) {
      done();
      return;
    }
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.addEventListener('load', () => {
      forgetStylesOnPage();
      done();
    });
    link.addEventListener('error', done);
    document.body.append(link);
  });
  return loading;
}
