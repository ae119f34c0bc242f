import { getAsyncTask } from '@/mocks/handlers/monitor/async';

import { call, request } from '../mocks/helpers';
import { mockDb, mockLogin } from '../msw-server';

interface Page<T> {
  rows: T[];
  total: string;
}

const site1 = { CurrentSite: '1' };

describe('site mock endpoints', () => {
  it('lists templates of a pipe filtered by file name, the siteId parameter winning over the header', async () => {
    const token = mockLogin();
    const res = await call<Page<{ path: string; publishPipeCode: string; siteId: string }>>(
      '/cms/template?publishPipeCode=h5&filename=ACCOUNT/&pageSize=3&siteId=2',
      { token, headers: site1 },
    );
    expect(res.data?.total).toBe('8');
    expect(res.data?.rows.map((r) => [r.siteId, r.publishPipeCode])).toEqual([
      ['2', 'h5'],
      ['2', 'h5'],
      ['2', 'h5'],
    ]);
    expect(res.data?.rows[0]?.path).toBe('account/account_centre.template.html');
  });

  it('answers the enabled publish pipes of the current site', async () => {
    const token = mockLogin('editor');
    const res = await call<Page<{ pipeCode: string }>>('/cms/publishpipe/selectData', {
      token,
      headers: { CurrentSite: '2' },
    });
    expect(res.data?.rows.map((r) => r.pipeCode)).toEqual(['pc', 'h5']);
    // Without the header the permission key is `Site:View:` which only the super admin holds.
    expect((await call('/cms/publishpipe/selectData', { token })).code).toBe(403);
  });

  it('stores extend config as strings and reads it back typed, over the defaults', async () => {
    const token = mockLogin();
    const saved = await call('/cms/site/extends/1', {
      token,
      method: 'POST',
      json: { CatalogPageSize: 0, ImageWatermarkArgs: '{"opacity":0.3,"ratio":25}', HotWordGroups: '["a"]' },
    });
    expect(saved.code).toBe(200);
    expect(mockDb().tables.sites[0]?.configProps?.CatalogPageSize).toBe('0');
    const res = await call<Record<string, unknown>>('/cms/site/extends?siteId=1', { token });
    expect(res.data).toMatchObject({
      CatalogPageSize: 0,
      ImageWatermarkArgs: { opacity: 0.3, ratio: 25 },
      HotWordGroups: ['a'],
      FileStorageType: 'Local',
      PreviewPrefix: '/prod-api/profile/',
    });
  });

  it('keeps the 1.5.5 permission quirk of site property writes and validates the code', async () => {
    const body = { siteId: '1', propName: 'x', propCode: 'bad code' };
    const editor = await call('/cms/site/prop', { token: mockLogin('editor'), method: 'POST', json: body });
    expect(editor.code).toBe(403);
    const admin = await call('/cms/site/prop', { token: mockLogin(), method: 'POST', json: body });
    expect(admin).toEqual({ code: 500, msg: '属性编码只能使用大小写字母、数字和下划线' });
  });

  it('rejects a path with other characters, then downloads a theme only after its export', async () => {
    const token = mockLogin();
    const bad = await call('/cms/site', { token, method: 'POST', json: { name: 'a', path: 'a-b' } });
    expect(bad).toEqual({ code: 500, msg: '需要匹配正则表达式"^[A-Za-z0-9]+$"' });
    expect((await request('/cms/site/downloadTheme/1', { token })).status).toBe(500);
    const started = await call<string>('/cms/site/exportTheme', {
      token,
      method: 'POST',
      json: { siteId: '1' },
    });
    const again = await call('/cms/site/exportTheme', { token, method: 'POST', json: { siteId: '1' } });
    expect(again).toEqual({ code: 500, msg: '站点导出任务正在进行中' });
    mockDb().advanceTime(10_000);
    expect(getAsyncTask(mockDb(), started.data ?? '')?.status).toBe('SUCCESS');
    const file = await request('/cms/site/downloadTheme/1', { token });
    expect(file.status).toBe(200);
    expect(file.headers.get('Content-Disposition')).toContain('demo_theme.zip');
  });
});
