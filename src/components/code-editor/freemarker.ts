/**
 * FreeMarker on top of HTML for the template editor: the directives (`<#…>`, `<@…>`, `${…}`) marked
 * in the text, and completion of the site's template tags (`<@` → tag names, inside a tag → its
 * attributes and their allowed values) and functions (`${` → function names), from the server's
 * catalogue (`/cms/staticize/tags` and `/functions`). Reached only through the lazy editor chunk.
 */
import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import {
  Decoration,
  type DecorationSet,
  EditorView,
  MatchDecorator,
  ViewPlugin,
  type ViewUpdate,
} from '@codemirror/view';

import type { TemplateFunction, TemplateTag } from '@/api/cms/staticize';

export interface TemplateCatalog {
  tags: readonly TemplateTag[];
  functions: readonly TemplateFunction[];
}

/** How far back a tag or expression around the cursor may start. */
const LOOK_BACK = 2000;

const directiveMatcher = new MatchDecorator({
  regexp: /<\/?[#@][\w.]+>?|\$\{[^}\n]*\}/g,
  decoration: (match) =>
    Decoration.mark({ class: match[0].startsWith('$') ? 'cm-ftl-expression' : 'cm-ftl-directive' }),
});

/** Marks FreeMarker directives and `${…}` expressions (styled by `freemarkerTheme`). */
export const freemarkerHighlight = ViewPlugin.fromClass(
  class {
    decorations: DecorationSet;
    constructor(view: EditorView) {
      this.decorations = directiveMatcher.createDeco(view);
    }
    update(update: ViewUpdate) {
      this.decorations = directiveMatcher.updateDeco(update, this.decorations);
    }
  },
  { decorations: (plugin) => plugin.decorations },
);

/** Directive and expression colours per mode, each readable on its ground (white, #141414). */
export const FTL_COLOURS = {
  light: { directive: '#a626a4', expression: '#8a5d00' },
  dark: { directive: '#d291e4', expression: '#e5c07b' },
} as const;

export const freemarkerTheme = EditorView.baseTheme({
  '&light .cm-ftl-directive': { color: FTL_COLOURS.light.directive, fontWeight: 'bold' },
  '&light .cm-ftl-expression': { color: FTL_COLOURS.light.expression },
  '&dark .cm-ftl-directive': { color: FTL_COLOURS.dark.directive, fontWeight: 'bold' },
  '&dark .cm-ftl-expression': { color: FTL_COLOURS.dark.expression },
});

function tagInfo(tag: TemplateTag): string {
  return [tag.name, tag.description].filter(Boolean).join('\n');
}

function tagCompletions(catalog: TemplateCatalog): Completion[] {
  return catalog.tags.map((tag) => ({
    label: tag.tagName,
    type: 'keyword',
    detail: tag.name,
    info: tagInfo(tag),
    boost: tag.deprecated ? -1 : 0,
  }));
}

function attributeCompletions(tag: TemplateTag, written: ReadonlySet<string>): Completion[] {
  return (tag.tagAttrs ?? [])
    .filter((attr) => !written.has(attr.name))
    .map((attr) => ({
      label: attr.name,
      type: 'property',
      detail: `${attr.dataType}${attr.mandatory ? ' *' : ''}`,
      info: [
        attr.usage,
        ...(attr.options ?? []).map((o) => `${o.value} = ${o.desc ?? ''}`),
        attr.defaultValue ? `default: ${attr.defaultValue}` : '',
      ]
        .filter(Boolean)
        .join('\n'),
      // `name=""` with the cursor between the quotes, ready for the value (and its completions).
      apply: (view: EditorView, _completion: Completion, from: number, to: number) =>
        view.dispatch({
          changes: { from, to, insert: `${attr.name}=""` },
          selection: { anchor: from + attr.name.length + 2 },
        }),
      boost: attr.mandatory ? 1 : 0,
    }));
}

function functionCompletions(catalog: TemplateCatalog): Completion[] {
  return catalog.functions.flatMap((fn) =>
    [fn.funcName, ...(fn.aliases ?? [])].map((name) => ({
      label: name,
      type: 'function',
      detail: `(${(fn.funcArgs ?? []).map((a) => `${a.name}: ${a.type}${a.required ? '' : '?'}`).join(', ')})`,
      info: fn.desc,
      apply: `${name}(`,
    })),
  );
}

/**
 * The completion source over a catalogue: what the text before the cursor asks for, or null.
 * Exported for its tests, which run it on a plain EditorState.
 */
export function templateCompletionSource(catalog: TemplateCatalog) {
  return (context: CompletionContext): CompletionResult | null => {
    const start = Math.max(0, context.pos - LOOK_BACK);
    const before = context.state.sliceDoc(start, context.pos);

    const tagName = /<@([\w.]*)$/.exec(before);
    if (tagName) {
      return {
        from: context.pos - (tagName[1] ?? '').length,
        options: tagCompletions(catalog),
        validFor: /^[\w.]*$/,
      };
    }

    // Inside an open `<@tag …` (no `>` yet): an attribute value or an attribute name.
    const openTag = /<@([\w.]+)(\s[^<>]*)?$/.exec(before);
    if (openTag) {
      const tag = catalog.tags.find((t) => t.tagName === openTag[1]);
      if (!tag) return null;
      const inside = openTag[2] ?? '';
      const value = /([\w]+)="([^"]*)$/.exec(inside);
      if (value) {
        const attr = tag.tagAttrs?.find((a) => a.name === value[1]);
        if (!attr?.options?.length) return null;
        return {
          from: context.pos - (value[2] ?? '').length,
          options: attr.options.map((o) => ({ label: o.value, type: 'enum', detail: o.desc })),
          validFor: /^[^"]*$/,
        };
      }
      const name = /\s([\w]*)$/.exec(inside);
      if (!name) return null;
      const written = new Set([...inside.matchAll(/([\w]+)=/g)].map((m) => m[1] ?? ''));
      return {
        from: context.pos - (name[1] ?? '').length,
        options: attributeCompletions(tag, written),
        validFor: /^\w*$/,
      };
    }

    const expression = /\$\{[^}]*?([A-Za-z_]\w*)?$/.exec(before);
    if (expression) {
      const word = expression[1] ?? '';
      if (!word && !context.explicit && !before.endsWith('${')) return null;
      return { from: context.pos - word.length, options: functionCompletions(catalog), validFor: /^\w*$/ };
    }
    return null;
  };
}
