import { fileURLToPath, URL } from 'node:url';

import type { Plugin } from 'vite';

const shim = (name: string): string =>
  fileURLToPath(new URL(`../../src/lib/bundle-shims/${name}`, import.meta.url));

/**
 * Imports inside libraries that pull far more into the sign-in page's JS than their importer uses,
 * each resolved to a module of src/lib/bundle-shims that gives only what is used (the library's own
 * logic, unchanged), and one that repeats costly work (rc-table's scrollbar measurement). A rule applies to the importers it names only: everywhere else the import is what
 * the library wrote. A library update that moves these imports makes a rule match nothing; the
 * budget in e2e/bundle.spec.ts then fails.
 */
export interface ShimRule {
  /** Path of the importing module inside node_modules, as it must match. */
  importer: RegExp;
  /** The import specifier, exactly as the importer writes it. */
  source: string;
  shim: string;
}

export const SHIM_RULES: readonly ShimRule[] = [
  {
    // antd's button and tag style tokens want `isBright` from the colour picker's presets component,
    // which imports Collapse: every screen's Collapse landed in the sign-in page's JS.
    importer: /antd[\\/]es[\\/](button[\\/]style[\\/]token|tag[\\/]style[\\/]index)\.js$/,
    source: '../../color-picker/components/ColorPresets',
    shim: shim('is-bright.ts'),
  },
  {
    // Every antd input imports the form's contexts, and these import rc-form's index for its provider.
    // The index hangs Field, List and useForm on the form component as properties, which keeps all of
    // rc-form and its validator (about 16 KB gzip) in any bundle with an input.
    importer: /antd[\\/]es[\\/]form[\\/]context\.js$/,
    source: '@rc-component/form',
    shim: shim('rc-form-provider.ts'),
  },
  {
    // rc-table measures the scrollbar on every table mount (a forced style and layout of the whole
    // page); the shim measures once. Not about bytes: about the work of every list screen's mount.
    importer: /@rc-component[\\/]table[\\/]es[\\/]Table\.js$/,
    source: '@rc-component/util',
    shim: shim('rc-table-util.ts'),
  },
  {
    // axios lists its fetch adapter next to the XHR one the console uses.
    importer: /axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/,
    source: './fetch.js',
    shim: shim('axios-no-fetch.ts'),
  },
];

/** Resolves the imports listed in SHIM_RULES to their shims. */
export function bundleShimsPlugin(): Plugin {
  return {
    name: 'chestnut:bundle-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      return SHIM_RULES.find((r) => r.source === source && r.importer.test(importer))?.shim ?? null;
    },
  };
}
