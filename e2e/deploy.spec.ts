import { type ChildProcess, execFileSync, spawn } from 'node:child_process';

import { expect, test } from '@playwright/test';

import { ACCOUNTS, ROUTE_ERROR, signIn, watchCspViolations } from './helpers';
import { CONTENT_SECURITY_POLICY, SECURITY_HEADERS } from '../mock-server/security-headers.ts';
import { DIST_DIR } from '../playwright.config';

/**
 * The build as ops run it: Debian's nginx with deploy/nginx.conf (via deploy/start.sh: own prefix, pid
 * and logs in a temp dir) on a loopback port, in front of the standalone mock that the e2e web server
 * already runs. Checks caching, security headers, the history-mode fallback and the /prod-api proxy,
 * then signs in through it and reloads a nested screen, with no CSP violation on the way.
 */
// playwright.config.ts has set both (given, or free ports it chose).
const MOCK_PORT = Number(process.env.E2E_PORT);
const NGINX_PORT = Number(process.env.E2E_DEPLOY_PORT);
const BASE = `http://127.0.0.1:${NGINX_PORT}`;

function hasNginx(): boolean {
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: BASE });

let nginx: ChildProcess | undefined;

test.beforeAll(async () => {
  // CI installs nginx (.ci/run); a developer without it gets a skip, not a failure.
  test.skip(!hasNginx() && !process.env.CI, 'nginx is not installed (apt-get install -y nginx)');
  nginx = spawn(
    'bash',
    [
      'deploy/start.sh',
      '--port',
      String(NGINX_PORT),
      '--upstream',
      `http://127.0.0.1:${MOCK_PORT}/prod-api/`,
      '--dist',
      DIST_DIR,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  await expect
    .poll(
      async () => {
        if (nginx?.exitCode !== null) throw new Error(`deploy/start.sh exited with ${nginx?.exitCode}`);
        return fetch(`${BASE}/admin/`).then(
          (r) => r.status,
          () => 0,
        );
      },
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (!nginx || nginx.exitCode !== null) return;
  const exited = new Promise((resolve) => nginx?.once('exit', resolve));
  nginx.kill('SIGTERM');
  await exited;
});

test('index.html: not cached, security headers, history-mode fallback for deep links', async ({
  request,
}) => {
  for (const path of ['/admin/', '/admin/system/user', '/admin/cms/content/editor?id=1']) {
    const reply = await request.get(path);
    expect(reply.status(), path).toBe(200);
    const headers = reply.headers();
    expect(headers['content-type']).toContain('text/html');
    expect(headers['cache-control']).toBe('no-cache');
    expect(headers['server']).toBe('nginx');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(await reply.text()).toContain('<div id="root">');
  }
  const root = await request.get('/', { maxRedirects: 0 });
  expect(root.status()).toBe(302);
  expect(root.headers()['location']).toMatch(/\/admin\/$/);
});

test('hashed assets: cached for a year, immutable, gzip; a missing one is a 404', async ({ request }) => {
  const html = await (await request.get('/admin/')).text();
  const script = /src="(\/admin\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the entry script in index.html').toBeTruthy();
  const reply = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } });
  expect(reply.status()).toBe(200);
  const headers = reply.headers();
  expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(headers['content-type']).toMatch(/javascript/);
  expect(headers['content-encoding']).toBe('gzip');
  expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  expect(headers['x-content-type-options']).toBe('nosniff');

  const missing = await request.get('/admin/assets/no-such-file.js');
  expect(missing.status()).toBe(404);
});

test('/prod-api reaches the mock through nginx', async ({ request }) => {
  const reply = await request.get('/prod-api/captchaImage');
  expect(reply.status()).toBe(200);
  expect(reply.headers()['server']).toBe('nginx');
  expect(reply.headers()['x-content-type-options']).toBe('nosniff');
  const body = (await reply.json()) as { code: number; data: { uuid: string } };
  expect(body.code).toBe(200);
  expect(body.data.uuid).toBeTruthy();
  // The prefix is kept for the mock's upstream URL: an unknown API path is the mock's 404 envelope.
  const unknown = await request.get('/prod-api/no/such/endpoint');
  expect(((await unknown.json()) as { msg: string }).msg).toContain(
    'No mock for GET /prod-api/no/such/endpoint',
  );
});

test('sign in, open a nested screen and reload it: no CSP violation anywhere', async ({ page }) => {
  const csp = watchCspViolations(page);
  await signIn(page, ACCOUNTS.admin);
  await expect(page.getByTestId('home-page')).toBeVisible();
  expect(page.url()).toBe(`${BASE}/admin/index`);

  const nav = page.getByRole('navigation', { name: 'main' });
  await nav.getByText('系统管理', { exact: true }).click();
  await nav.getByText('用户管理', { exact: true }).click();
  await expect(page).toHaveURL(`${BASE}/admin/system/user`);
  // The shell keeps other tabs' pages mounted but hidden: the visible one is the User screen.
  const screen = page.locator('[data-testid="user-page"]:visible').first();
  await expect(screen).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(`${BASE}/admin/system/user`);
  await expect(screen).toBeVisible();
  await expect(page.locator(ROUTE_ERROR)).toHaveCount(0);

  expect(csp()).toEqual([]);
});
