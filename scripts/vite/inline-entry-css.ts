import type { OutputAsset, OutputBundle } from 'rolldown';
import type { Plugin } from 'vite';

/** The few KB of plain CSS the entry imports (global.css), as index.html links it. */
const ENTRY_CSS_LINK = /<link rel="stylesheet"(?: crossorigin)? href="[^"]*\/(assets\/[^"/]+\.css)">/;

/**
 * Writes the entry's stylesheet into index.html as a `<style>` element instead of a `<link>`: a linked
 * stylesheet blocks the first paint until it has arrived, one more round trip before the sign-in frame
 * shows. The CSP already allows inline styles (antd injects its styles at run time). The file stays in
 * the build for anything else that links it.
 */
export function inlineEntryCssPlugin(): Plugin {
  return {
    name: 'chestnut:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as OutputBundle | undefined;
        const match = ENTRY_CSS_LINK.exec(html);
        const asset = match?.[1] ? bundle?.[match[1]] : undefined;
        if (!match || asset?.type !== 'asset') return html;
        const css = String((asset as OutputAsset).source).replaceAll('</style', '<\\/style');
        return html.replace(match[0], () => `<style>${css}</style>`);
      },
    },
  };
}
