/**
 * The backend pages the console embeds in a frame: the Druid monitor and Swagger UI. The mock answers
 * each with a tiny static HTML page saying what the real server would show there.
 */
import type { HttpHandler } from 'msw';

import type { MockContext } from '../../core/context';

function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:sans-serif;margin:2rem;color:#333}code{background:#f5f5f5;padding:2px 4px}</style></head>
<body><h1>${title}</h1><p>${body}</p></body></html>`;
  return new Response(html, { headers: { 'Content-Type': 'text/html;charset=UTF-8' } });
}

export function frameHandlers(ctx: MockContext): HttpHandler[] {
  const { route } = ctx;
  const druid = () =>
    page(
      'Druid Monitor (mock)',
      'The real backend serves the Druid SQL monitor here (<code>/druid/*</code>).',
    );
  return [
    route.get('/druid/index.html', { public: true }, druid),
    route.get('/druid/login.html', { public: true }, druid),
    route.get('/swagger-ui/index.html', { public: true }, () =>
      page(
        'Swagger UI (mock)',
        'The real backend serves its OpenAPI documentation here (<code>/swagger-ui/*</code>).',
      ),
    ),
  ];
}
