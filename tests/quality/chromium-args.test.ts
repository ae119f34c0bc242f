import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from '../../scripts/chromium.ts';

/** Playwright's `disabledFeatures = [ … ]` list, read from the installed playwright-core. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const core = path.dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(path.join(core, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(bundle)?.[1] ?? '';
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((m) => m[1] ?? '');
}

describe('Chromium switches of the e2e suite and the benchmark', () => {
  it('repeat every feature Playwright disables (Chromium reads only the last --disable-features)', () => {
    const theirs = playwrightDisabledFeatures();
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs));
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    expect(switches[0]?.split('=')[1]?.split(',')).toEqual(expect.arrayContaining(theirs));
  });
});
