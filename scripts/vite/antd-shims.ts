import { fileURLToPath, URL } from 'node:url';

import type { Plugin } from 'vite';

const SHIM = fileURLToPath(new URL('../../src/lib/antd-shims/is-bright.ts', import.meta.url));
/** The antd modules that only want `isBright` from the colour picker's presets component. */
const IMPORTERS = /antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/;
const PRESETS = '../../color-picker/components/ColorPresets';

/**
 * Resolves antd's `isBright` import in the button and tag style tokens to src/lib/antd-shims, so the
 * colour picker's presets component (and Collapse with it) stays out of the sign-in page's JS.
 * e2e/bundle.spec.ts holds the budget this keeps.
 */
export function antdIsBrightPlugin(): Plugin {
  return {
    name: 'chestnut:antd-is-bright',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === PRESETS && importer && IMPORTERS.test(importer)) return SHIM;
      return null;
    },
  };
}
