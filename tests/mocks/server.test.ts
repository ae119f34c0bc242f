import { http, passthrough } from 'msw';

import { server } from '../msw-server';
import { type ChildProcessLike, nodeBuiltins } from './node-builtins';

const node = await nodeBuiltins();

const root = node.cwd();
const tsx = node.join(root, 'node_modules/.bin/tsx');

interface Running {
  child: ChildProcessLike;
  base: string;
  stop(): Promise<void>;
}

/** Spawns `tsx mock-server/main.ts --port 0 …` and waits for its "listening on" line. */
function startServer(args: string[]): Promise<Running> {
  const child = node.spawn(tsx, ['mock-server/main.ts', '--port', '0', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const decoder = new TextDecoder();
    const onData = (chunk: Uint8Array) => {
      output += decoder.decode(chunk);
      const m = /mock server listening on (http:\/\/\S+)/.exec(output);
      if (!m?.[1]) return;
      child.stdout?.off('data', onData);
      resolve({
        child,
        base: m[1],
        stop: () => {
          child.kill('SIGTERM');
          return exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Uint8Array) => (output += decoder.decode(chunk)));
    child.once('exit', (code) => reject(new Error(`mock server exited (${code}): ${output}`)));
  });
}

async function json<T>(res: Response): Promise<{ code: number; msg: string; data?: T }> {
  return (await res.json()) as { code: number; msg: string; data?: T };
}

describe('standalone mock server (mock-server/main.ts)', () => {
  let dir: string;
  const running: Running[] = [];

  beforeEach(() => {
    dir = node.mkdtempSync(node.join(node.tmpdir(), 'chestnut-mock-'));
    // Real HTTP to the child process: let it through msw (the in-test mock would answer /prod-api otherwise).
    server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((r) => r.stop()));
    node.rmSync(dir, { recursive: true, force: true });
  });

  async function start(args: string[]): Promise<Running> {
    const r = await startServer(args);
    running.push(r);
    return r;
  }

  it('serves the captcha and logs in with the exposed answer', async () => {
    const { base } = await start(['--expose-captcha']);
    const captcha = await json<{ captchaEnabled: boolean; uuid: string; img: string }>(
      await fetch(`${base}/prod-api/captchaImage`),
    );
    expect(captcha.data?.captchaEnabled).toBe(true);
    const answer = await json<string>(await fetch(`${base}/prod-api/__mock/captcha/${captcha.data?.uuid}`));
    const login = await json<string>(
      await fetch(`${base}/prod-api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Accept-Language': 'en' },
        body: JSON.stringify({
          username: 'admin',
          password: 'admin123',
          code: answer.data,
          uuid: captcha.data?.uuid,
        }),
      }),
    );
    expect(login.code).toBe(200);
    const missing = await fetch(`${base}/prod-api/no/such/path`);
    expect(missing.status).toBe(404);
    expect((await json(missing)).code).toBe(404);
  });

  it('keeps the db in --db FILE across a restart', async () => {
    const file = node.join(dir, 'db.json');
    const first = await start(['--no-captcha', '--db', file]);
    expect(await json(await fetch(`${first.base}/prod-api/captchaImage`))).toMatchObject({
      data: { captchaEnabled: false },
    });
    // Without --expose-captcha the debug route does not exist.
    expect((await fetch(`${first.base}/prod-api/__mock/captcha/x`)).status).toBe(404);
    const login = await json<string>(
      await fetch(`${first.base}/prod-api/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'editor', password: 'editor123' }),
      }),
    );
    const token = login.data ?? '';
    expect(token).not.toBe('');
    await first.stop();
    running.splice(running.indexOf(first), 1);
    expect(node.existsSync(file)).toBe(true);

    const second = await start(['--no-captcha', '--db', file]);
    const info = await json<{ user: { userName: string; loginDate: string } }>(
      await fetch(`${second.base}/prod-api/getInfo`, { headers: { Authorization: `Bearer ${token}` } }),
    );
    expect(info.code).toBe(200);
    expect(info.data?.user.userName).toBe('editor');
  });

  it('serves a built SPA under /admin/ with history fallback and cache headers', async () => {
    const dist = node.join(dir, 'dist');
    node.mkdirSync(node.join(dist, 'assets'), { recursive: true });
    node.writeFileSync(node.join(dist, 'index.html'), '<!doctype html><title>app</title>');
    node.writeFileSync(node.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
    const { base } = await start(['--no-captcha', '--dist', dist]);

    const rootRes = await fetch(`${base}/`, { redirect: 'manual' });
    expect(rootRes.status).toBe(302);
    expect(rootRes.headers.get('location')).toBe('/admin/');

    const deep = await fetch(`${base}/admin/system/user`);
    expect(deep.headers.get('content-type')).toContain('text/html');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    expect(await deep.text()).toContain('<title>app</title>');

    const asset = await fetch(`${base}/admin/assets/index-abc123.js`);
    expect(asset.headers.get('content-type')).toContain('text/javascript');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${base}/admin/assets/missing.js`)).status).toBe(404);
  });
});
