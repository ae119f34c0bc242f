/**
 * Rewrites the generated part of docs/permissions.md (between the `generated` markers): per screen of
 * the menu table (src/mocks/seed/data/menus.json) its view key and button keys, whether the console's
 * code checks each one, and the keys the code checks that no menu row grants.
 *
 *   npx tsx scripts/docs-permissions.ts
 *
 * "Checked" means a file under src/ (the mock aside) spells the key, or builds it from a template
 * `module:entity:${…}` and names the action in a quoted string (`perm('edit')`).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { format, resolveConfig } from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const docFile = path.join(root, 'docs/permissions.md');
const START = '<!-- generated:start (scripts/docs-permissions.ts) -->';
const END = '<!-- generated:end -->';

interface MenuRow {
  menuId: string;
  parentId: string;
  menuType: 'M' | 'C' | 'F';
  path: string;
  component: string;
  perms: string;
  orderNum: number;
}

const menus = JSON.parse(
  readFileSync(path.join(root, 'src/mocks/seed/data/menus.json'), 'utf8'),
) as MenuRow[];
const i18n = JSON.parse(readFileSync(path.join(root, 'src/mocks/seed/data/i18n.json'), 'utf8')) as [
  string,
  string,
  string,
][];
const englishName = new Map(i18n.filter(([lang]) => lang === 'en').map(([, key, value]) => [key, value]));

function sourceTexts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'mocks' ? [] : sourceTexts(full);
    return /\.tsx?$/.test(entry.name) ? [readFileSync(full, 'utf8')] : [];
  });
}

const sources = sourceTexts(path.join(root, 'src'));

function isChecked(key: string): boolean {
  const prefix = key.slice(0, key.lastIndexOf(':') + 1);
  const action = key.slice(prefix.length);
  return sources.some(
    (text) =>
      text.includes(`'${key}'`) ||
      text.includes(`\`${key}\``) ||
      (text.includes(`${prefix}\${`) && text.includes(`'${action}'`)),
  );
}

function name(row: MenuRow): string {
  return englishName.get(`MENU.NAME.${row.menuId}`) ?? row.menuId;
}

function keyList(keys: string[]): string {
  return keys.map((k) => (isChecked(k) ? `\`${k}\`` : `\`${k}\`°`)).join(', ') || '—';
}

function screenTable(): string {
  const byOrder = (a: MenuRow, b: MenuRow) => a.orderNum - b.orderNum;
  const children = (id: string) => menus.filter((m) => m.parentId === id).sort(byOrder);
  const lines: string[] = [];
  const walk = (row: MenuRow, trail: string[]) => {
    if (row.menuType === 'C') {
      const buttons = children(row.menuId)
        .filter((m) => m.menuType === 'F' && m.perms)
        .map((m) => m.perms);
      const view = row.perms ? `\`${row.perms}\`` : '—';
      const where = row.component ? `\`${row.component}\`` : `link \`${row.path}\``;
      lines.push(`| ${[...trail, name(row)].join(' › ')} | ${where} | ${view} | ${keyList(buttons)} |`);
    }
    for (const child of children(row.menuId)) if (child.menuType !== 'F') walk(child, [...trail, name(row)]);
  };
  for (const top of children('0')) walk(top, []);
  return ['| Screen | Component | View key | Button keys |', '| --- | --- | --- | --- |', ...lines].join(
    '\n',
  );
}

function codeOnlyKeys(): string {
  const granted = new Set(menus.map((m) => m.perms).filter(Boolean));
  const spelt = new Set(
    sources.flatMap((text) =>
      [...text.matchAll(/['"`]([a-z]+:[a-zA-Z]+:[a-zA-Z]+)['"`]/g)].map((m) => m[1]!),
    ),
  );
  const extra = [...spelt].filter((k) => !granted.has(k)).sort();
  return extra.map((k) => `- \`${k}\``).join('\n') || '- none';
}

const generated = [
  START,
  '',
  'A view key is enforced by the menu itself: the server leaves the screen out of `/getRouters` when',
  'the user lacks it, so the console has no route to it. Button keys marked ° are in the menu table but',
  'no code under `src/` checks them yet (the screen is not built, or shows that action to everyone who',
  'may open it).',
  '',
  screenTable(),
  '',
  'Keys the code checks that no menu row grants (only the super admin holds them; see',
  '[enterprise-only.md](enterprise-only.md)):',
  '',
  codeOnlyKeys(),
  '',
  END,
].join('\n');

const doc = readFileSync(docFile, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from < 0 || to < from) throw new Error(`${docFile} lacks the generated markers`);
const text = doc.slice(0, from) + generated + doc.slice(to + END.length);
writeFileSync(docFile, await format(text, { ...(await resolveConfig(docFile)), filepath: docFile }));
console.log(`${path.relative(root, docFile)}: generated part rewritten`);
