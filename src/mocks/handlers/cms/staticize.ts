/**
 * StaticizeController: the template tag and function catalogue (`cms:staticize:view`), translated to
 * the request's language.
 */
import type { HttpHandler } from 'msw';

import { FUNCTIONS, TAGS, type AttrSpec, type TagSpec } from './staticize-catalogue';
import type { Call, MockContext } from '../../core/context';
import { ok } from '../../core/envelope';

const PERM = { perm: 'cms:staticize:view' };
const DEMO = 'https://www.1000mz.com/chestnut_docs/template_tags';

/** A message by key, or undefined when the bundle has none (the field is then left out). */
function text(c: Call, key: string): string | undefined {
  const found = c.label(`{${key}}`);
  return found === `{${key}}` ? undefined : found;
}

function optionText(c: Call, tag: string, attr: AttrSpec, value: string): string | undefined {
  if (attr.type === 'BOOLEAN') return text(c, `FREEMARKER.TAG_ATTR_OPTIONS.BOOLEAN.${value.toUpperCase()}`);
  return text(c, `FREEMARKER.TAG.${tag}.${attr.name}.${value}`);
}

const LIST_ATTRS: AttrSpec[] = [
  {
    name: 'page',
    type: 'BOOLEAN',
    options: ['true', 'false'],
    defaultValue: 'false',
    usageKey: 'FREEMARKER.TAG_ATTR.PAGE',
  },
  { name: 'size', type: 'INTEGER', defaultValue: '20', usageKey: 'FREEMARKER.TAG_ATTR.PAGE_SIZE' },
  { name: 'condition', usageKey: 'FREEMARKER.TAG_ATTR.CONDITION' },
];

function tagVO(c: Call, tag: TagSpec) {
  const key = `FREEMARKER.TAG.${tag.tagName}`;
  const attrs = [...tag.attrs, ...(tag.list ? LIST_ATTRS : [])];
  return {
    name: text(c, `${key}.NAME`) ?? tag.tagName,
    tagName: tag.tagName,
    description: text(c, `${key}.DESC`),
    tagAttrs: attrs.map((attr) => ({
      name: attr.name,
      mandatory: attr.mandatory ?? false,
      usage: text(c, attr.usageKey ?? `${key}.${attr.name}`),
      dataType: attr.type ?? 'STRING',
      options: (attr.options ?? []).map((value) => ({
        value,
        desc: optionText(c, tag.tagName, attr, value) ?? value,
      })),
      defaultValue: attr.defaultValue,
    })),
    dataFields: tag.dataFields,
    deprecated: tag.deprecated ? true : undefined,
    deprecatedSince: tag.deprecated?.since,
    deprecatedForRemoval: tag.deprecated?.forRemoval,
    demoLink: `${DEMO}#${tag.tagName}`,
  };
}

export function staticizeHandlers({ route }: MockContext): HttpHandler[] {
  return [
    route.get('/cms/staticize/tags', PERM, (c) => ok(TAGS.map((tag) => tagVO(c, tag)))),
    route.get('/cms/staticize/functions', PERM, (c) =>
      ok(
        FUNCTIONS.map((fn) => {
          const key = `FREEMARKER.FUNC.${fn.funcName}`;
          return {
            funcName: fn.funcName,
            aliases: fn.aliases ?? [],
            desc: text(c, `${key}.DESC`),
            funcArgs: fn.args.map((arg, i) => ({
              name: text(c, `${key}.Arg${i + 1}.Name`) ?? `arg${i + 1}`,
              type: arg.type,
              required: arg.required ?? false,
              desc: arg.hasDesc ? text(c, `${key}.Arg${i + 1}.Desc`) : undefined,
              defaultValue: arg.defaultValue,
            })),
            demoLink: `${DEMO}#${fn.funcName}`,
          };
        }),
      ),
    ),
  ];
}
