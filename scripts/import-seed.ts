/**
 * Converts the backend facts in ../shared/api/*.tsv into the JSON seed the mock backend imports
 * (src/mocks/seed/data/*.json). The JSON is committed so the mock never needs ../shared at run time.
 *
 *   npx tsx scripts/import-seed.ts [--shared DIR]
 *
 * One record per line keeps the files compact and their diffs readable when the reference changes.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sharedArg = process.argv.indexOf('--shared');
const sharedDir =
  sharedArg > 0 ? path.resolve(process.argv[sharedArg + 1] ?? '') : path.join(root, '../shared');
const apiDir = path.join(sharedDir, 'api');
const outDir = path.join(root, 'src/mocks/seed/data');

/** Rows of a TSV file as records keyed by the header line. The files have no quoting or escapes. */
function readTsv(name: string): Record<string, string>[] {
  const lines = readFileSync(path.join(apiDir, name), 'utf8')
    .split('\n')
    .filter((l) => l.length > 0);
  const header = (lines.shift() ?? '').split('\t');
  return lines.map((line) => {
    const cells = line.split('\t');
    return Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']));
  });
}

/** A JSON array with one element per line. */
function jsonLines(items: unknown[]): string {
  return `[\n${items.map((i) => JSON.stringify(i)).join(',\n')}\n]\n`;
}

/** A JSON object with one entry per line. */
function jsonObjectLines(entries: [string, unknown][]): string {
  return `{\n${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',\n')}\n}\n`;
}

function write(file: string, text: string, count: number): void {
  writeFileSync(path.join(outDir, file), text);
  console.log(`${file}: ${count} rows`);
}

mkdirSync(outDir, { recursive: true });

// sys_menu: camelCase keys as the backend's SysMenu JSON; orderNum is an Integer there.
const menus = readTsv('menus.tsv').map((r) => ({
  menuId: r.menu_id,
  parentId: r.parent_id,
  menuName: r.menu_name,
  orderNum: Number(r.order_num),
  path: r.path,
  component: r.component,
  query: r.query,
  isFrame: r.is_frame,
  isCache: r.is_cache,
  menuType: r.menu_type,
  visible: r.visible,
  status: r.status,
  perms: r.perms,
  icon: r.icon,
}));
write('menus.json', jsonLines(menus), menus.length);

// sys_dict_data: `fixed` marks the rows the backend's FixedDictType beans insert at startup.
const dicts = readTsv('dicts.tsv').map((r) => ({
  dictType: r.dict_type,
  dictLabel: r.dict_label,
  dictValue: r.dict_value,
  dictSort: Number(r.dict_sort),
  listClass: r.list_class,
  cssClass: r.css_class,
  isDefault: r.is_default || 'N',
  status: r.status || '0',
  fixed: (r.source ?? '').startsWith('java-fixed') ? 'Y' : 'N',
}));
write('dicts.json', jsonLines(dicts), dicts.length);

const configs = readTsv('configs.tsv').map((r) => ({
  configKey: r.config_key,
  configValue: r.config_value,
  configName: r.config_name,
  fixed: (r.source ?? '').startsWith('java-fixed') ? 'Y' : 'N',
}));
write('configs.json', jsonLines(configs), configs.length);

// sys_i18n_dict rows as [langTag, langKey, langValue].
const i18n = readTsv('i18n.tsv').map((r) => [r.lang_tag, r.lang_key, r.lang_value]);
write('i18n.json', jsonLines(i18n), i18n.length);

// messages*.properties as key -> [zh-CN, en, zh-TW] (the module column is not needed at run time).
const messages = readTsv('messages.tsv').map((r): [string, string[]] => [
  r.key ?? '',
  [r['zh-CN'] ?? '', r.en ?? '', r['zh-TW'] ?? ''],
]);
write('messages.json', jsonObjectLines(messages), messages.length);
