import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { saveAs } from '../save-as-spy';
import {
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  listPage,
  queryButton,
  recordRequests,
  searchForm,
  setupScreenTests,
  toast,
  toolbarButton,
} from './helpers';
import { NAMED_REQUIRED } from '../required-message';

setupScreenTests();

/** Gives the `test` role the parameter screen plus the given button menus. */
function grantTestRole(...menuIds: string[]) {
  const db = mockDb();
  db.tables.permissions = db.tables.permissions.map((p) =>
    p.owner === '3' && p.permType === 'Menu'
      ? { ...p, permissions: [...p.permissions, '106', ...menuIds] }
      : p,
  );
}

describe('parameter config', () => {
  it('lists translated names with the fixed flag and searches by name and key', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/config');
    const row = await findRow('SysCaptchaEnable');
    expect(within(row).getByText('后台账号验证码开关')).toBeInTheDocument();
    expect(await within(await findRow('BaiduMapAccessKey')).findByText('是')).toBeInTheDocument();
    expect(screen.getByText('共 17 条')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('参数键名'), 'SysUpload');
    await user.type(within(searchForm()).getByLabelText('参数名称'), '上传');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('SysCaptchaEnable')).toBe(false));
    expect(await findRow('SysUploadSizeLimit')).toBeInTheDocument();
    const request = lastGet(seen, '/system/config/list');
    expect(request?.query.get('configKey')).toBe('SysUpload');
    expect(request?.query.get('configName')).toBe('上传');
  });

  it('validates, reports a duplicate key from the server, then creates a parameter', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/config');
    await findRow('SysCaptchaEnable');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加参数');
    await user.click(getButton(/确\s*定/, dialog));
    // antd shows each field's message as its own validation settles: wait for all three.
    await waitFor(() => expect(within(dialog).getAllByText(NAMED_REQUIRED)).toHaveLength(3));

    await user.type(within(dialog).getByLabelText('参数名称'), '测试参数');
    await user.type(within(dialog).getByLabelText('参数键名'), 'SysCaptchaEnable');
    await user.type(within(dialog).getByLabelText('参数键值'), '42');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据[SysCaptchaEnable]冲突', 'error');

    await user.clear(within(dialog).getByLabelText('参数键名'));
    await user.type(within(dialog).getByLabelText('参数键名'), 'TestKey');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('TestKey')).toBeInTheDocument();
    expect(mockDb().config('TestKey')).toBe('42');
  });

  it('edits a value', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/config');
    await user.click(getButton(/修\s*改/, await findRow('SysRegistEnable')));
    const dialog = await findDialog('修改参数');
    const value = await within(dialog).findByLabelText('参数键值');
    expect(value).toHaveValue('false');
    await user.clear(value);
    await user.type(value, 'true');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(mockDb().config('SysRegistEnable')).toBe('true');
  });

  it('saves a new value under a stored key with dots, yet holds a changed key to the pattern', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/config?configKey=sys.index&pageNum=1');
    await user.click(getButton(/修\s*改/, await findRow('sys.index.skinName')));
    const dialog = await findDialog('修改参数');
    const value = await within(dialog).findByLabelText('参数键值');
    await user.clear(value);
    await user.type(value, 'skin-green');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(mockDb().config('sys.index.skinName')).toBe('skin-green');

    await user.click(getButton(/修\s*改/, await findRow('sys.index.sideTheme')));
    const second = await findDialog('修改参数');
    const key = await within(second).findByLabelText('参数键名');
    await user.type(key, '.x');
    await user.click(getButton(/确\s*定/, second));
    expect(await within(second).findByText('只能使用大小写字母、数字和下划线')).toBeInTheDocument();
    expect(mockDb().config('sys.index.sideTheme.x')).toBeUndefined();
  });

  it('deletes a parameter, offers no delete for fixed ones and shows the server refusal', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/config');
    expect(queryButton(/删\s*除/, await findRow('BaiduMapAccessKey'))).toBeNull();

    await user.click(getButton(/删\s*除/, await findRow('SiteApiUrl')));
    await confirmPopup(user);
    await toast('删除成功');
    await waitFor(() => expect(hasRow('SiteApiUrl')).toBe(false));
    expect(mockDb().config('SiteApiUrl')).toBeUndefined();

    await user.click(
      (await findRow('BaiduMapAccessKey')).querySelector('input[type="checkbox"]') as HTMLElement,
    );
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user);
    await toast('系统固定配置参数[BaiduMapAccessKey]不能删除', 'error');
  });

  it('refreshes the server cache and exports the list', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/config?configKey=Sys&pageNum=1');
    await findRow('SysCaptchaEnable');
    await user.click(toolbarButton(/刷新缓存/));
    await toast('刷新缓存成功');
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/system/config/refreshCache')).toBe(true);

    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/system/config/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('configKey=Sys'));
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysConfig_\d{14}\.xlsx$/);
  });

  it('shows a user with only the export permission no other buttons', async () => {
    grantTestRole('1034');
    renderSignedIn('/system/config', 'test');
    await findRow('SysCaptchaEnable');
    expect(queryButton(/导\s*出/, listPage())).not.toBeNull();
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /刷新缓存/])
      expect(queryButton(name, listPage())).toBeNull();
  });
});
