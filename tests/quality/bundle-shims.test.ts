import { readFileSync } from 'node:fs';
import path from 'node:path';

import { bundleShimsPlugin, SHIM_RULES } from '../../scripts/vite/bundle-shims';

/**
 * The build resolves a few imports inside libraries to small shims (docs/performance.md). A library
 * update that moves one makes its rule match nothing, silently: these checks name the rule at once.
 */
const IMPORTERS = [
  'antd/es/button/style/token.js',
  'antd/es/tag/style/index.js',
  'antd/es/form/context.js',
  'axios/lib/adapters/adapters.js',
  '@rc-component/table/es/Table.js',
];

const modulePath = (file: string) => path.resolve('node_modules', file);

type ResolveId = (source: string, importer?: string) => string | null;

describe('the build shims for library imports', () => {
  const resolveId = bundleShimsPlugin().resolveId as unknown as ResolveId;

  it.each(IMPORTERS)('%s still has the import its rule replaces, and the build replaces it', (file) => {
    const where = modulePath(file);
    const rule = SHIM_RULES.find((r) => r.importer.test(where));
    expect(rule, `no rule names ${file}`).toBeDefined();
    if (!rule) return;
    const code = readFileSync(where, 'utf8');
    expect(code).toMatch(new RegExp(`from ['"]${rule.source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}['"]`));
    expect(resolveId(rule.source, where)).toBe(rule.shim);
  });

  it('leaves the same import alone everywhere else', () => {
    for (const rule of SHIM_RULES) {
      expect(resolveId(rule.source, modulePath('antd/es/form/Form.js'))).toBeNull();
    }
    expect(resolveId('@rc-component/form', undefined)).toBeNull();
  });
});
