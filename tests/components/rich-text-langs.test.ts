import { render, waitFor } from '@testing-library/react';
import { createElement, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { prepareLocale } from '@/app/bootstrap';
import { tinymceLanguage } from '@/components/rich-text/langs/language';
import zhCN from '@/components/rich-text/langs/zh-CN';
import zhTW from '@/components/rich-text/langs/zh-TW';
import TinyMceEditor from '@/components/rich-text/TinyMceEditor';

import { tinymce } from '../tinymce-spy';

// tsconfig.app.json (which checks tests/) has no @types/node: fs is loaded by a computed specifier,
// as in tests/mocks/node-builtins.ts. Vitest runs with the project root as working directory.
const FS = 'node:fs';
const readText = async (file: string): Promise<string> => {
  const fs = (await import(/* @vite-ignore */ FS)) as {
    readFileSync(path: string, encoding: 'utf8'): string;
  };
  return fs.readFileSync(file, 'utf8');
};
/** The plugins we actually bundle, read from the setup module's imports. */
let plugins: string[] = [];
/** The text of the TinyMCE files we ship: core, theme, model and those plugins. */
let shippedSource = '';
beforeAll(async () => {
  const setupSource = await readText('src/components/rich-text/tinymce-setup.ts');
  plugins = [...setupSource.matchAll(/'tinymce\/plugins\/([\w-]+)'/g)].flatMap((m) => m[1] ?? []);
  const files = ['tinymce.js', 'themes/silver/theme.js', 'models/dom/model.js'].concat(
    plugins.map((p) => `plugins/${p}/plugin.js`),
  );
  const texts = await Promise.all(files.map((file) => readText(`node_modules/tinymce/${file}`)));
  shippedSource = texts.join('\n');
});

/**
 * Keys TinyMCE builds at run time instead of writing them as one literal, with the source text that
 * builds them (so they are still checked against the package we ship).
 */
const COMPOSED: Record<string, string[]> = {
  '{0} words': ["translate(['{0} ' + mode", '"words"'],
  '{0} characters': ["translate(['{0} ' + mode", '"characters"'],
  // advlist: style values rendered by styleValueToText ('lower-alpha' → 'Lower Alpha').
  Default: ["'default,lower-alpha", 'styleValueToText'],
  Disc: ["'default,disc,circle,square'"],
  Circle: ["'default,disc,circle,square'"],
  Square: ["'default,disc,circle,square'"],
  'Lower Alpha': ['lower-alpha,'],
  'Lower Greek': ['lower-greek,'],
  'Lower Roman': ['lower-roman,'],
  'Upper Alpha': ['upper-alpha,'],
  'Upper Roman': ['upper-roman'],
  'The URL you entered seems to be an external link. Do you want to add the required https:// prefix?': [
    'The URL you entered seems to be an external link. Do you want to add the required ${defaultLinkProtocol}:// prefix?',
    "default: 'https'",
  ],
};
/** Translations that keep the English on purpose: colour channel letters and technical tokens. */
const KEPT_ENGLISH = new Set(['R', 'G', 'B', 'URL', 'ID']);

const inSource = (key: string) =>
  [`'${key}'`, `"${key}"`, `\`${key}\``, `'${key}=`].some((quoted) => shippedSource.includes(quoted));
const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
const CJK = /[\u3400-\u9fff\uff00-\uffef]/;

describe('TinyMCE language packs', () => {
  it('cover the same keys in zh-CN and zh-TW', () => {
    expect(Object.keys(zhTW).sort()).toEqual(Object.keys(zhCN).sort());
    expect(Object.keys(zhCN).length).toBeGreaterThan(250);
  });

  it('only use English strings the shipped tinymce package shows', () => {
    expect(plugins).toEqual(expect.arrayContaining(['link', 'table', 'searchreplace', 'wordcount']));
    const unknown = Object.keys(zhCN).filter((key) =>
      COMPOSED[key] ? !COMPOSED[key].every((part) => shippedSource.includes(part)) : !inSource(key),
    );
    expect(unknown).toEqual([]);
  });

  it.each([
    ['zh-CN', zhCN],
    ['zh-TW', zhTW],
  ])('%s translates every key and keeps its placeholders', (_, pack) => {
    for (const [key, value] of Object.entries(pack)) {
      expect(value.trim(), key).not.toBe('');
      if (KEPT_ENGLISH.has(key)) expect(value, key).toBe(key);
      else expect(value, key).toMatch(CJK);
      expect(placeholders(value), key).toEqual(placeholders(key));
    }
  });

  it('are not a character conversion of each other: zh-TW uses Taiwan terms', () => {
    expect(zhTW['Insert/edit link']).toContain('連結');
    expect(zhTW['Cell properties']).toContain('儲存格');
    expect(zhTW['Undo']).toBe('復原');
    expect(zhTW['Row']).toBe('列');
    expect(zhTW['Column']).toBe('欄');
    expect(zhCN['Row']).toBe('行');
  });
});

describe('TinyMCE language of the editor', () => {
  afterEach(async () => {
    tinymce.init.mockClear();
    await prepareLocale('zh-CN', { console: true });
  });

  it('maps the console language to a registered TinyMCE code', () => {
    expect(tinymceLanguage('zh-CN')).toBe('zh_CN');
    expect(tinymceLanguage('zh-TW')).toBe('zh_TW');
    expect(tinymceLanguage('en')).toBe('en');
    expect(tinymceLanguage(undefined)).toBe('en');
  });

  const languageAskedFor = async () => {
    render(createElement(Suspense, { fallback: null }, createElement(TinyMceEditor, {})));
    await waitFor(() => expect(tinymce.init).toHaveBeenCalled());
    return tinymce.init.mock.calls[0]?.[0].language;
  };

  it('asks TinyMCE for zh_CN when the console is in zh-CN', async () => {
    expect(await languageAskedFor()).toBe('zh_CN');
  });

  it('asks for zh_TW in zh-TW and for English in en', async () => {
    await prepareLocale('zh-TW', { console: true });
    expect(await languageAskedFor()).toBe('zh_TW');
    tinymce.init.mockClear();
    await prepareLocale('en', { console: true });
    expect(await languageAskedFor()).toBe('en');
  });
});
