import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { SysOperLog } from '@/mocks/db';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
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
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

/** A row newer (larger id) than every seeded one, so it heads the list. */
function addLog(fields: Partial<SysOperLog>): void {
  mockDb().tables.operLogs.push({
    operId: '9900000000000000001',
    title: '测试模块',
    businessType: 'GRANT',
    method: 'com.chestnut.system.controller.SysRoleController.grant()',
    requestMethod: 'PUT',
    operatorType: 'MANAGE',
    operName: 'auditor',
    operUrl: '/system/role/grant',
    operIp: '10.9.8.7',
    operLocation: '内网IP',
    userAgent: 'UnitTest/1.0',
    requestArgs: '{"roleId":"7"}',
    responseResult: '{"code":500,"msg":"失败了"}',
    responseCode: 500,
    operTime: '2024-01-02 10:00:00',
    cost: 42,
    ...fields,
  });
}

describe('operation log', () => {
  it('lists, searches with the backend parameter names and sorts by time', async () => {
    addLog({});
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/operation');
    const row = await findRow('测试模块');
    expect(within(row).getByText('授权')).toBeInTheDocument();
    expect(within(row).getByText('42 毫秒')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('系统模块'), '测试');
    await user.type(within(searchForm()).getByLabelText('操作人员'), 'audit');
    await user.type(within(searchForm()).getByLabelText('响应码'), '500');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() =>
      expect(lastGet(seen, '/monitor/operlog/list')?.query.get('responseCode')).toBe('500'),
    );
    const request = lastGet(seen, '/monitor/operlog/list');
    expect(request?.query.get('title')).toBe('测试');
    expect(request?.query.get('operName')).toBe('audit');
    expect(await findRow('测试模块')).toBeInTheDocument();

    await user.click(document.querySelector('th.ant-table-column-has-sorters') as HTMLElement);
    await waitFor(() =>
      expect(lastGet(seen, '/monitor/operlog/list')?.query.get('sorts')).toMatch(/^operTime#(asc|desc)$/),
    );
    expect(currentPath()).toContain('sorts=operTime');
  });

  it('sends the op-time range from a shared link as params[beginTime]/params[endTime]', async () => {
    addLog({});
    const seen = recordRequests();
    renderSignedIn('/monitor/logs/operation?operTime=2024-01-01&operTime=2024-01-03&pageNum=1');
    expect(await findRow('测试模块')).toBeInTheDocument();
    const request = lastGet(seen, '/monitor/operlog/list');
    expect(request?.query.get('params[beginTime]')).toMatch(/^2024-01-01/);
    expect(request?.query.get('params[endTime]')).toMatch(/^2024-01-03/);
  });

  it('shows the details of one operation', async () => {
    addLog({});
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/operation');
    await user.click(getButton(/详\s*细/, await findRow('测试模块')));
    const dialog = await findDialog('操作日志详细');
    expect(within(dialog).getByText('auditor / 10.9.8.7 / 内网IP')).toBeInTheDocument();
    expect(within(dialog).getByText('/system/role/grant')).toBeInTheDocument();
    expect(within(dialog).getByText('{"roleId":"7"}')).toBeInTheDocument();
    expect(within(dialog).getByText('{"code":500,"msg":"失败了"}')).toBeInTheDocument();
    expect(within(dialog).getByText('UnitTest/1.0')).toBeInTheDocument();
    await user.click(getButton(/关\s*闭/, dialog));
    await waitFor(() => expect(screen.queryByText('操作日志详细')).toBeNull());
  });

  it('deletes selected logs and cleans all after a confirm', async () => {
    addLog({});
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/operation');
    const row = await findRow('测试模块');
    await user.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user, '是否确认删除日志编号为“9900000000000000001”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('测试模块')).toBe(false));
    expect(mockDb().tables.operLogs.some((r) => r.operId === '9900000000000000001')).toBe(false);

    await user.click(toolbarButton(/清\s*空/));
    await confirmPopup(user, '是否确认清空所有操作日志数据项？');
    await toast('操作成功');
    // Only the audit record of the clean itself remains.
    await waitFor(() => expect(mockDb().tables.operLogs.map((r) => r.businessType)).toEqual(['CLEAN']));
  });

  it('exports the current filters as Excel', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    addLog({});
    renderSignedIn('/monitor/logs/operation?title=%E6%B5%8B%E8%AF%95&pageNum=1');
    await findRow('测试模块');
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/monitor/operlog/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('title=%E6%B5%8B%E8%AF%95'));
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysOperLog_\d{14}\.xlsx$/);
  });

  it('closes back to the logs hub', async () => {
    const user = userEvent.setup();
    renderSignedIn('/monitor/logs/operation');
    await user.click(await waitFor(() => toolbarButton(/关\s*闭/), SLOW));
    await waitFor(() => expect(currentPath()).toBe('/monitor/logs'));
  });

  it('shows a user without monitor:logs:view no write buttons', async () => {
    const db = mockDb();
    // The hidden log directory (2048) and the operation log (2049) carry no permission key.
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu'
        ? { ...p, permissions: [...p.permissions, '2048', '2049'] }
        : p,
    );
    renderSignedIn('/monitor/logs/operation', 'test');
    await waitFor(() => expect(queryButton(/关\s*闭/, listPage())).not.toBeNull(), SLOW);
    for (const name of [/删\s*除/, /清\s*空/, /导\s*出/]) expect(queryButton(name, listPage())).toBeNull();
  });
});
