import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ruleCovers } from '@/features/system/security/self-lockout';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  findDialog,
  findRow,
  getButton,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

describe('IP rule self-lockout check', () => {
  it('knows which addresses a rule covers', () => {
    expect(ruleCovers('127.0.0.0/8', '127.0.0.1')).toBe(true);
    expect(ruleCovers('127.0.0.1', '127.0.0.1')).toBe(true);
    expect(ruleCovers('0.0.0.0/0', '203.0.113.9')).toBe(true);
    expect(ruleCovers('10.20.0.0/16', '10.21.0.1')).toBe(false);
    expect(ruleCovers('2001:db8::/32', '2001:db8:1::5')).toBe(true);
    expect(ruleCovers('2001:db8::/32', '2001:db9::5')).toBe(false);
    expect(ruleCovers('127.0.0.0/8', '::ffff:127.0.0.1')).toBe(true);
    expect(ruleCovers('::/0', '127.0.0.1')).toBe(false);
    expect(ruleCovers('not an ip', '127.0.0.1')).toBe(false);
  });

  it('refuses a deny rule over the address the administrator signed in from, not an allow rule', async () => {
    // The address `/getInfo` reports for the signed-in administrator.
    const admin = mockDb().tables.users.find((u) => u.userName === 'admin');
    if (admin) admin.loginIp = '10.20.30.40';
    const user = userEvent.setup();
    renderSignedIn('/system/security/config');
    await user.click(await screen.findByText('IP 规则', {}, SLOW));
    await findRow('10.20.0.0/16');
    const before = mockDb().tables.ipRules.length;

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加 IP 规则');
    await user.type(within(dialog).getByLabelText('IP / CIDR'), '10.20.0.0/16');
    await user.click(getButton(/确\s*定/, dialog));
    const refusal = '这条禁止规则包含您当前登录的地址 10.20.30.40，保存后您将无法访问，已拒绝';
    expect(await within(dialog).findByText(refusal, {}, SLOW)).toBeInTheDocument();
    expect(mockDb().tables.ipRules).toHaveLength(before);

    await user.click(within(dialog).getByLabelText('允许（白名单）'));
    await waitFor(() => expect(within(dialog).queryByText(refusal)).toBeNull());
    await user.click(within(dialog).getByLabelText('禁止（黑名单）'));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('IP / CIDR'));
    await user.type(within(dialog).getByLabelText('IP / CIDR'), '10.21.0.0/16');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(mockDb().tables.ipRules).toHaveLength(before + 1);
  });
});
