/**
 * `GET /cms/preview/{dataType}/{dataId}?pp=`: the backend renders the data's template for a publish
 * pipe and answers the HTML page. The mock renders a plain page from the same rows (title, date, body
 * for a content; its contents for a catalog; its catalogs for a site) so the preview tab shows the
 * real data. The token may come as `?Authorization=` (a frame cannot send the header).
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(title: string, pipe: string, body: string): Response {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${escape(title)}</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:sans-serif;margin:0;color:#222}header{background:#1f4e8c;color:#fff;padding:12px 20px}
main{max-width:960px;margin:0 auto;padding:16px 20px}li{margin:6px 0}.meta{color:#888;font-size:13px}</style></head>
<body><header>${escape(title)} <small>(${escape(pipe)})</small></header><main>${body}</main></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html;charset=UTF-8' } });
}

export function previewHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  return [
    route.get<{ dataType: string; dataId: string }>('/cms/preview/{dataType}/{dataId}', (c) => {
      const { dataType, dataId } = c.params;
      const pipe = c.query.get('pp') || 'pc';
      const t = c.db.tables;
      const published = (catalogId: string) =>
        t.contents.filter((x) => x.catalogId === catalogId && x.status === '30').slice(0, 20);
      const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
      switch (dataType) {
        case 'site': {
          const site = t.sites.find((s) => s.siteId === dataId);
          if (!site) break;
          const tops = t.catalogs.filter((x) => x.siteId === site.siteId && x.parentId === '0');
          return page(site.name, pipe, list(tops.map((x) => escape(x.name))));
        }
        case 'catalog': {
          const catalog = t.catalogs.find((x) => x.catalogId === dataId);
          if (!catalog) break;
          const items = published(catalog.catalogId).map(
            (x) => `${escape(x.title)} <span class="meta">${escape(x.publishDate ?? '')}</span>`,
          );
          return page(catalog.name, pipe, list(items));
        }
        case 'content': {
          const content = t.contents.find((x) => x.contentId === dataId);
          if (!content) break;
          // The page is the site's own template output: its HTML body goes out as stored.
          const body = t.articleDetails.find((d) => d.contentId === dataId)?.contentHtml ?? '';
          const meta = [content.author, content.publishDate ?? content.createTime]
            .filter(Boolean)
            .join(' · ');
          return page(
            content.title,
            pipe,
            `<h1>${escape(content.title)}</h1><p class="meta">${escape(meta)}</p>${body}`,
          );
        }
        case 'pagewidget': {
          const widget = t.pageWidgets.find((w) => w.pageWidgetId === dataId);
          if (!widget) break;
          return page(widget.name, pipe, `<p>${escape(widget.code)}</p>${widget.content ?? ''}`);
        }
        default:
          return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'dataType', dataType);
      }
      return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'dataId', dataId);
    }),
  ];
}
