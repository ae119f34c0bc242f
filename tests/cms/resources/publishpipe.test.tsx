import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb, mockLogin } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';
import { lastBody } from '../content-helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 60_000 });

const pipesOfSite1 = () => mockDb().tables.publishPipes.filter((p) => p.siteId === '1');

describe('publish pipes', () => {
  it('adds (code rule, conflict), edits with the code locked, disables and deletes a pipe', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    setCurrentSiteId('1');
    renderSignedIn('/configs/publishpipe');
    expect(await findRow('移动端')).toBeInTheDocument();
    expect(lastGet(seen, '/cms/publishpipe/list')?.query.get('pageSize')).toBe('10');

    await user.click(toolbarButton(/新\s*增/));
    let dialog = await findDialog('添加发布通道');
    await user.type(within(dialog).getByLabelText('名称'), '小程序');
    await user.type(within(dialog).getByLabelText('编码'), 'mini app');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('编码'));
    await user.type(within(dialog).getByLabelText('编码'), 'h5');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据[h5]冲突', 'error');
    expect(within(dialog).getByLabelText('名称')).toHaveValue('小程序');
    await user.clear(within(dialog).getByLabelText('编码'));
    await user.type(within(dialog).getByLabelText('编码'), 'mini');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await lastBody(seen, 'POST', '/cms/publishpipe')).toEqual({
      name: '小程序',
      code: 'mini',
      state: '0',
      sort: 1,
    });
    await toast('新增成功');
    const added = await findRow('小程序');
    const pipe = pipesOfSite1().find((p) => p.code === 'mini');
    expect(pipe).toMatchObject({ name: '小程序', state: '0' });

    await user.click(getButton(/修\s*改/, added));
    dialog = await findDialog('编辑发布通道');
    await waitFor(() => expect(within(dialog).getByLabelText('编码')).toHaveValue('mini'));
    expect(within(dialog).getByLabelText('编码')).toBeDisabled();
    await user.clear(within(dialog).getByLabelText('名称'));
    await user.type(within(dialog).getByLabelText('名称'), '微信小程序');
    await user.click(getButton(/确\s*定/, dialog));
    const put = (await lastBody(seen, 'PUT', '/cms/publishpipe')) as Record<string, unknown>;
    expect(Object.keys(put).sort()).toEqual(['code', 'name', 'publishpipeId', 'sort', 'state']);
    expect(put).toMatchObject({ publishpipeId: pipe?.publishpipeId, name: '微信小程序' });
    await toast('修改成功');

    await clickRowAction(user, await findRow('微信小程序'), /停\s*用/);
    await waitFor(() =>
      expect(
        seen.some((r) => r.method === 'POST' && r.path === `/cms/publishpipe/disable/${pipe?.publishpipeId}`),
      ).toBe(true),
    );
    await waitFor(() => expect(pipesOfSite1().find((p) => p.code === 'mini')?.state).toBe('1'));
    await clickRowAction(user, await findRow('微信小程序'), /启\s*用/);
    await waitFor(() => expect(pipesOfSite1().find((p) => p.code === 'mini')?.state).toBe('0'));

    await clickRowAction(user, await findRow('微信小程序'), /删\s*除/);
    await confirmPopup(user, `“${pipe?.publishpipeId}”`);
    expect(await lastBody(seen, 'DELETE', '/cms/publishpipe')).toEqual([pipe?.publishpipeId]);
    await toast('删除成功');
    await waitFor(() => expect(hasRow('微信小程序')).toBe(false));
    expect(screen.queryByText('小程序')).toBeNull();
  });

  it('is refused by the mock without cms:publishpipe:view', async () => {
    const token = mockLogin('editor');
    const call = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`http://localhost/prod-api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, CurrentSite: '1', 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return ((await res.json()) as { code: number }).code;
    };
    expect(await call('GET', '/cms/publishpipe/list')).toBe(403);
    expect(await call('POST', '/cms/publishpipe', { name: 'x', code: 'x', state: '0', sort: 1 })).toBe(403);
    expect(pipesOfSite1()).toHaveLength(2);
  });
});
