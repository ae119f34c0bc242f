import { FUNCTIONS, TAGS } from '@/mocks/handlers/cms/staticize-catalogue';

import { mockDb } from '../../msw-server';

const TAG_NAMES = new Set(TAGS.map((t) => t.tagName));
const FUNCTION_NAMES = new Set(FUNCTIONS.flatMap((f) => [f.funcName, ...(f.aliases ?? [])]));

describe('seeded templates', () => {
  it('are FreeMarker pages per pipe written with the catalogue tags and functions only', () => {
    const templates = mockDb().tables.templates.filter((t) => t.siteId === '1');
    for (const pipe of ['pc', 'h5']) {
      const paths = templates.filter((t) => t.publishPipeCode === pipe).map((t) => t.path);
      expect(paths).toEqual(
        expect.arrayContaining(['index.template.html', 'list.template.html', 'detail.template.html']),
      );
    }
    for (const template of templates) {
      const text = template.content;
      const tags = [...text.matchAll(/<@([\w.]+)/g)].map((m) => m[1]);
      expect(
        tags.filter((tag) => !TAG_NAMES.has(tag ?? '')),
        template.path,
      ).toEqual([]);
      const calls = [...text.matchAll(/\$\{\s*([A-Za-z_]\w*)\(/g)].map((m) => m[1]);
      expect(
        calls.filter((fn) => !FUNCTION_NAMES.has(fn ?? '')),
        template.path,
      ).toEqual([]);
      // Every opened tag is closed, so the text is a valid template.
      for (const tag of new Set(tags)) {
        const opened = text.split(`<@${tag} `).length + text.split(`<@${tag}>`).length - 2;
        expect(text.split(`</@${tag}>`).length - 1, `${template.path} ${tag}`).toBe(opened);
      }
    }
    const index = templates.find((t) => t.publishPipeCode === 'pc' && t.path === 'index.template.html');
    expect(index?.content).toContain('<@cms_include file="block/header.template.html">');
    expect(index?.content).toContain('<@cms_content ');
  });
});
