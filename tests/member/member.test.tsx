import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { saveAs } from '../save-as-spy';
import {
  confirmPopup,
  findDialog,
  findRow,
  clickRowAction,
  getButton,
  hasRow,
  lastGet,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

const members = () => mockDb().tables.members;

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('member list', () => {
  it('searches, shows a detail, checks a new member and adds it, exports the filtered list', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/member/list');
    await findRow('dave23');
    await user.type(within(searchForm()).getByLabelText('用户名'), 'alice');
    await user.click(getButton(/搜\s*索/, searchForm()));
    const row = await findRow('alice@example.com');
    await waitFor(() => expect(hasRow('dave23')).toBe(false));
    expect(lastGet(seen, '/member')?.query.get('userName')).toBe('alice');
    expect(within(row).getByText('2025-05-01 00:30:00 - 203.0.113.10')).toBeInTheDocument();

    await user.click(getButton(/详\s*情/, row));
    const detail = await findDialog('会员详情');
    expect(await within(detail).findByText('13800001000')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'GET' && r.path === '/member/1001')).toBe(true);
    await user.click(getButton(/Close|关闭/, detail));

    // Export: every page the filters match, as CSV in the browser.
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, fileName] = saveAs.mock.calls[0] as [Blob, string];
    expect(fileName).toMatch(/^member_\d{14}\.csv$/);
    const csv = await readText(blob);
    expect(csv).toContain('UID,用户名,昵称,Email,手机号,状态,来源,注册时间,最近登录时间');
    expect(csv).toContain('1001,alice,Alice,alice@example.com,13800001000,正常,default');
    // alice, alice10, alice20: every match, not only the rows on screen.
    expect(csv.split('\r\n')).toHaveLength(4);

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加会员');
    const userName = within(dialog).getByLabelText('用户名');
    await user.type(within(dialog).getByLabelText('密码'), 'abc');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('用户名/手机号/Email不能全为空', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('密码长度必须在 6 到 24 之间')).toBeInTheDocument();

    await user.type(userName, '9lives');
    expect(
      await within(dialog).findByText('用户名必须以字母开头，只能包含字母、数字和下划线'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText('用户名/手机号/Email不能全为空')).toBeNull();
    await user.clear(userName);
    await user.type(userName, 'alice');
    await user.clear(within(dialog).getByLabelText('密码'));
    await user.type(within(dialog).getByLabelText('密码'), 'abcdefgh');
    await user.click(getButton(/确\s*定/, dialog));
    expect(
      await within(dialog).findByText('密码不符合安全规则（需同时包含字母和数字等）'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('密码'), '42');
    await user.type(within(dialog).getByLabelText('昵称'), 'Lives');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('用户名冲突', 'error');
    expect(within(dialog).getByLabelText('昵称')).toHaveValue('Lives');

    await user.clear(userName);
    await user.type(userName, 'nine_lives');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    const add = seen.filter((r) => r.method === 'POST' && r.path === '/member').at(-1);
    expect(JSON.parse(add?.body ?? '{}')).toEqual({
      userName: 'nine_lives',
      nickName: 'Lives',
      password: 'abcdefgh42',
      status: '0',
    });
    expect(members().find((m) => m.userName === 'nine_lives')).toMatchObject({ sourceType: 'admin' });
  });

  it('resets a password and shows it once, edits, and deletes a batch', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/member/list?userName=bob');
    const row = await findRow('bob@example.com');
    await user.click(getButton(/重置密码/, row));
    const dialog = await findDialog('重置会员密码');
    expect(within(dialog).getByText('请输入“bob”的新密码')).toBeInTheDocument();
    await user.click(getButton(/随机生成/, dialog));
    const generated = (within(dialog).getByLabelText('新密码') as HTMLInputElement).value;
    expect(generated).toMatch(/^(?=.*[A-Za-z])(?=.*\d).{12}$/);
    await user.click(getButton(/确\s*定/, dialog));
    const done = await findDialog('密码已重置');
    expect(within(done).getByTestId('reset-password-value')).toHaveTextContent(generated);
    const reset = seen.find((r) => r.method === 'PUT' && r.path === '/member/resetPassword');
    expect(JSON.parse(reset?.body ?? '{}')).toEqual({ memberId: '1002', password: generated });
    expect(members().find((m) => m.memberId === '1002')?.password).toBe(generated);
    await user.click(getButton(/关\s*闭/, done));
    await waitFor(() => expect(screen.queryByTestId('reset-password-value')).toBeNull());

    await clickRowAction(user, row, /修\s*改/);
    const edit = await findDialog('修改会员');
    const email = await within(edit).findByLabelText('Email');
    await waitFor(() => expect(email).toHaveValue('bob@example.com'));
    expect(within(edit).queryByLabelText('用户名')).toBeNull();
    await user.clear(email);
    await user.type(email, 'bobby@example.com');
    await user.click(getButton(/确\s*定/, edit));
    await toast('修改成功');
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/member');
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({ memberId: '1002', email: 'bobby@example.com' });
    expect(JSON.parse(put?.body ?? '{}')).not.toHaveProperty('lastLoginIp');

    await user.click(getButton(/重\s*置/, searchForm()));
    await user.click((await findRow('dave23')).querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click((await findRow('carol22')).querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user, /1024,1023|1023,1024/);
    await toast('删除成功');
    const del = seen.find((r) => r.method === 'DELETE' && r.path === '/member');
    expect(JSON.parse(del?.body ?? '[]')).toEqual(expect.arrayContaining(['1024', '1023']));
    expect(members().some((m) => m.memberId === '1023' || m.memberId === '1024')).toBe(false);
  });
});
