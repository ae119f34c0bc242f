import { CompletionContext } from '@codemirror/autocomplete';
import { EditorState } from '@codemirror/state';

import type { TemplateCatalog } from '@/components/code-editor';
import { templateCompletionSource } from '@/components/code-editor/freemarker';

const catalog: TemplateCatalog = {
  tags: [
    {
      name: '内容列表标签',
      tagName: 'cms_content',
      tagAttrs: [
        { name: 'catalogId', mandatory: false, dataType: 'INTEGER', usage: '栏目ID' },
        {
          name: 'level',
          mandatory: true,
          dataType: 'STRING',
          options: [
            { value: 'Root', desc: '所有栏目' },
            { value: 'Current', desc: '当前栏目' },
          ],
        },
      ],
    },
    {
      name: '模板引用标签',
      tagName: 'cms_include',
      tagAttrs: [{ name: 'file', mandatory: true, dataType: 'STRING' }],
    },
  ],
  functions: [{ funcName: 'dateFormat', aliases: ['formatDate'], desc: '日期格式化', funcArgs: [] }],
};

function complete(text: string) {
  const state = EditorState.create({ doc: text });
  const result = templateCompletionSource(catalog)(new CompletionContext(state, text.length, false));
  return result && { from: result.from, labels: result.options.map((o) => o.label) };
}

describe('template tag and function completion', () => {
  it('offers tag names after <@, attributes not yet written inside a tag, and their allowed values', () => {
    expect(complete('<div><@cms_c')).toEqual({ from: 7, labels: ['cms_content', 'cms_include'] });
    expect(complete('<@cms_content ')?.labels).toEqual(['catalogId', 'level']);
    expect(complete('<@cms_content level="Root" cat')).toEqual({ from: 27, labels: ['catalogId'] });
    expect(complete('<@cms_content level="R')).toEqual({ from: 21, labels: ['Root', 'Current'] });
    expect(complete('<@unknown_tag ')).toBeNull();
    expect(complete('<@cms_content level="Root">text ')).toBeNull();
  });

  it('offers functions and their aliases inside ${', () => {
    expect(complete('${')?.labels).toEqual(['dateFormat', 'formatDate']);
    expect(complete('${date')).toEqual({ from: 2, labels: ['dateFormat', 'formatDate'] });
    expect(complete('plain text')).toBeNull();
  });
});
