/**
 * SysI18nDictController (1.5.5): language options (public), list + Excel export, detail, entries of
 * one key, add, edit, batch save, delete, refresh cache. `(langTag, langKey)` is unique
 * (DATA_CONFLICT "<tag>:<key>"). Entries win over messages*.properties in every server text
 * (core/i18n.ts reads this table live, so refreshCache has nothing to rebuild).
 */
import type { HttpHandler } from 'msw';

import type { Call, MockContext } from '../../core/context';
import { defineCrud } from '../../core/crud-entity';
import { ok } from '../../core/envelope';
import { lookup, type Locale } from '../../core/i18n';
import type { Validators } from '../../core/validate';
import type { SysI18nDict } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';

export const LANG_OPTIONS = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'en', label: 'English' },
];

type DictBody = Partial<Record<keyof SysI18nDict, unknown>>;

const checks = (v: Validators, item: DictBody) => [
  v.notBlank(item.langTag),
  v.length(item.langTag, 0, 10),
  v.notBlank(item.langKey),
  v.length(item.langKey, 0, 100),
  v.notBlank(item.langValue),
  v.length(item.langValue, 0, 100),
];

function checkUnique(c: Call, item: DictBody, selfId?: string) {
  const clash = c.db.tables.i18nDicts.some(
    (d) => d.dictId !== selfId && d.langTag === item.langTag && d.langKey === item.langKey,
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', `${String(item.langTag)}:${String(item.langKey)}`);
}

const fields = (item: DictBody) => ({
  langTag: String(item.langTag),
  langKey: String(item.langKey),
  langValue: String(item.langValue),
});

const i18nDicts = defineCrud({
  table: 'i18nDicts',
  id: 'dictId',
  path: '/system/i18n/dict',
  perm: 'system:i18ndict',
  filters: { like: ['langTag', 'langKey', 'langValue'] },
  export: {
    className: 'SysI18nDict',
    columns: [
      ['语言标识', 'langTag'],
      ['键名', 'langKey'],
      ['键值', 'langValue'],
    ],
  },
  validate: checks,
  fields,
  unique: [{ field: 'langKey', scope: ['langTag'], arg: (r) => `${r.langTag}:${r.langKey}` }],
  audit: false,
});

export function i18nHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '国际化管理', controller: 'SysI18nDictController' });
  return [
    route.get('/system/i18n/dict/langOptions', { public: true }, () => ok(LANG_OPTIONS)),
    // One row per language: stored rows, and the properties text for languages without a row, so an
    // editor always gets every language (rows without dictId are created by the batch save).
    route.get<{ langKey: string }>('/system/i18n/dict/langKey/{langKey}', {}, (c) => {
      const { langKey } = c.params;
      const rows = c.db.tables.i18nDicts.filter((d) => d.langKey === langKey);
      const missing = LANG_OPTIONS.map((o) => o.value).filter((tag) => !rows.some((r) => r.langTag === tag));
      return ok([
        ...rows,
        ...missing.map((langTag) => ({
          langTag,
          langKey,
          langValue: lookup(c.db, langKey, langTag as Locale) ?? '',
        })),
      ]);
    }),
    route.put(
      '/system/i18n/dict/batch',
      { perm: 'system:i18ndict:edit', log: { fn: 'batchSave' } },
      async (c) => {
        const body = await c.body<unknown>();
        const items = (Array.isArray(body) ? body : [body]).filter(
          (i): i is DictBody => typeof i === 'object' && i !== null,
        );
        if (items.length === 0) c.error('ERR.COMMON.NOT_EMPTY', 'dictList');
        c.validate((v) => items.flatMap((item) => checks(v, item)));
        for (const item of items) {
          const selfId = item.dictId === undefined || item.dictId === null ? undefined : String(item.dictId);
          checkUnique(c, item, selfId);
          const { langTag, langKey, langValue } = fields(item);
          // Unchanged texts are skipped, as the server compares with the current translation.
          if (lookup(c.db, langKey, langTag as Locale) === langValue) continue;
          const row = selfId ? c.db.tables.i18nDicts.find((d) => d.dictId === selfId) : undefined;
          if (row) Object.assign(row, { langTag, langKey, langValue });
          else c.db.tables.i18nDicts.push({ dictId: c.db.nextId(), langTag, langKey, langValue });
        }
      },
    ),
    route.delete(
      '/system/i18n/dict/refreshCache',
      { perm: 'system:i18ndict:remove', log: { type: 'CLEAN', fn: 'refreshCache' } },
      () => undefined,
    ),
    ...i18nDicts.handlers(route, { export: { log: false } }),
  ];
}
