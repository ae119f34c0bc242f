import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import type { OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const PRINT = fileURLToPath(new URL('./print.tsx', import.meta.url));
const SIGN_IN_ASSET = 'antd-sign-in.css';
const CONSOLE_ASSET = 'antd-console.css';
/** Where src/app/routing/console-styles.ts finds the console's stylesheet. */
const CONSOLE_META = 'antd-console-styles';

/**
 * Runs ./print.tsx in a Node process of its own and returns the stylesheet it prints. The process runs
 * with NODE_ENV=production because antd's CSS-in-JS names its classes `css-<hash>` only in production
 * (`css-dev-only-…` otherwise), and the render must produce the hashes the built console looks up. tsx
 * loads the TypeScript (with the `@/` paths of tsconfig.node.json) and antd's ES modules.
 */
async function buildAntdStyles(): Promise<{ signIn: string; console: string }> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', PRINT], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', TSX_TSCONFIG_PATH: `${ROOT}tsconfig.node.json` },
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as { signIn: string; console: string };
}

/**
 * antd's styles, built at build time and linked from index.html, instead of built in the browser.
 *
 * antd builds each component's CSS in JavaScript the first time the component renders: about half of the
 * sign-in page's render and much of a screen's first render (measured: README, "Speed"). This plugin
 * renders the console's antd components once at build time (./catalogue.tsx) and ships their CSS as two
 * cached files; antd in the browser finds each style in the files' cache-path rule and skips it.
 *
 * - The sign-in page's few styles are linked at the end of the body: the sign-in frame above the link
 *   paints without waiting for it, and the console's script, which must find the rule when antd first
 *   renders, runs only once the stylesheet has loaded (a stylesheet blocks the scripts after it in
 *   document order, deferred ones included).
 * - The rest (most of the bytes) is named in a `<meta>`: the console loads it while the user types the
 *   password or while the session loads, and has antd read the rule again (console-styles.ts).
 */
export function antdStaticStylesPlugin(): Plugin {
  let base = '/';
  return {
    name: 'chestnut:antd-static-styles',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    async buildStart() {
      const sheets = await buildAntdStyles();
      this.emitFile({ type: 'asset', name: SIGN_IN_ASSET, source: sheets.signIn });
      this.emitFile({ type: 'asset', name: CONSOLE_ASSET, source: sheets.console });
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        const url = (name: string) => {
          const asset = Object.values(bundle ?? {}).find(
            (file) => file.type === 'asset' && file.names.includes(name),
          );
          if (!asset) throw new Error(`${name} was not emitted`);
          return `${base}${asset.fileName}`;
        };
        return [
          { tag: 'meta', attrs: { name: CONSOLE_META, content: url(CONSOLE_ASSET) }, injectTo: 'head' },
          { tag: 'link', attrs: { rel: 'stylesheet', href: url(SIGN_IN_ASSET) }, injectTo: 'body' },
        ];
      },
    },
  };
}
