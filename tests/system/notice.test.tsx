import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
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
} from './helpers';
import { expectRequiredMessages } from '../required-message';

setupScreenTests();

describe('notices', () => {
  it('lists and searches by title and creator', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/notice');
    const row = await findRow('维护通知：系统凌晨维护');
    expect(await within(row).findByText('关闭', {}, SLOW)).toBeInTheDocument();
    expect(within(row).getByText('2025-04-23')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('公告标题'), '温馨');
    await user.type(within(searchForm()).getByLabelText('创建人'), 'admin');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('维护通知：系统凌晨维护')).toBe(false));
    const request = lastGet(seen, '/system/notice/list');
    expect(request?.query.get('noticeTitle')).toBe('温馨');
    expect(request?.query.get('createBy')).toBe('admin');
  });

  it('validates, creates with sanitised preview, edits and deletes a notice', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/notice');
    await findRow('维护通知：系统凌晨维护');
    await user.click(toolbarButton(/新\s*增/));
    let dialog = await findDialog('添加公告');
    await user.click(getButton(/确\s*定/, dialog));
    await expectRequiredMessages(dialog, 2);

    await user.type(within(dialog).getByLabelText('公告标题'), '放假');
    await user.click(within(dialog).getByLabelText('公告类型'));
    await user.click(await screen.findByTitle('通知', {}, SLOW));
    await user.type(within(dialog).getByLabelText('内容'), '<b>五一</b><img src="x" onerror="alert(1)">');
    const preview = within(dialog).getByTestId('notice-preview');
    await waitFor(() => expect(preview.querySelector('b')).toHaveTextContent('五一'));
    expect(preview.innerHTML).not.toContain('onerror');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('放假')).toBeInTheDocument();
    const stored = mockDb().tables.notices.find((n) => n.noticeTitle === '放假');
    expect(stored).toMatchObject({ noticeType: '1', status: '0', createBy: 'admin' });

    await user.click(getButton(/修\s*改/, await findRow('放假')));
    dialog = await findDialog('修改公告');
    await waitFor(() => expect(within(dialog).getByLabelText('公告标题')).toHaveValue('放假'), SLOW);
    await user.type(within(dialog).getByLabelText('公告标题'), '安排');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('放假安排')).toBeInTheDocument();

    await user.click(getButton(/删\s*除/, await findRow('放假安排')));
    await confirmPopup(user, `是否确认删除公告编号为“${stored?.noticeId}”的数据项？`);
    await toast('删除成功');
    await waitFor(() => expect(hasRow('放假安排')).toBe(false));
  });

  it('shows a viewer without notice permissions no write buttons', async () => {
    const db = mockDb();
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, '107'] } : p,
    );
    renderSignedIn('/system/notice', 'test');
    await findRow('维护通知：系统凌晨维护');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/]) expect(queryButton(name, listPage())).toBeNull();
  });
});
