import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { parseIpRule } from '@/features/system/security/ip';

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
import { NAMED_REQUIRED } from '../required-message';

setupScreenTests();

describe('IP rule address check', () => {
  it('accepts IPv4/IPv6 addresses and CIDR blocks, a bare address being one host', () => {
    expect(parseIpRule(' 10.20.0.0/16 ')).toEqual({ ip: '10.20.0.0', cidr: 16 });
    expect(parseIpRule('113.246.95.17')).toEqual({ ip: '113.246.95.17', cidr: 32 });
    expect(parseIpRule('2001:DB8::/32')).toEqual({ ip: '2001:db8::', cidr: 32 });
    expect(parseIpRule('::ffff:10.0.0.1')).toEqual({ ip: '::ffff:10.0.0.1', cidr: 128 });
    for (const bad of [
      '300.1.1.1',
      '10.0.0/8',
      '10.0.0.0/33',
      '2001:db8::/129',
      '1::2::3',
      'abc',
      '10.0.0.0/8/1',
    ])
      expect(parseIpRule(bad), bad).toBeUndefined();
  });
});

/** Picks an option of an antd Select (the open dropdown's item with this title). */
async function pickOption(user: UserEvent, select: HTMLElement, title: string): Promise<void> {
  await user.click(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, SLOW);
  await user.click(option);
}

async function retype(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input);
  await user.type(input, text);
}

const configs = () => mockDb().tables.securityConfigs;
const statusSwitch = (row: HTMLElement) =>
  row.querySelector<HTMLElement>('button[role="switch"]') as HTMLElement;

describe('security configuration', () => {
  it('lists the configs and switches the active one (only one stays active)', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/security/config');
    const first = await findRow('6 - 20');
    expect(await within(first).findByText('不校验')).toBeInTheDocument();
    const second = await findRow('6 - 24');
    expect(within(second).getByText('必须包含字母、数字')).toBeInTheDocument();
    expect(statusSwitch(first)).not.toBeChecked();
    expect(statusSwitch(second)).toBeChecked();

    await user.click(statusSwitch(first));
    await toast('操作成功');
    await waitFor(() => expect(statusSwitch(first)).toBeChecked());
    expect(configs().map((c) => c.status)).toEqual(['0', '1']);
  });

  it('validates a new config, then creates it with the login settings', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/security/config');
    await findRow('6 - 20');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加安全配置');
    const min = within(dialog).getByLabelText('密码最小长度');
    expect(min).toHaveValue('6');
    // Retry strategy is pointless without a limit.
    expect(within(dialog).getByLabelText('超出重试次数处理策略')).toBeDisabled();
    // The form opens complete: an OK before any change creates nothing.
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新配置与默认值相同：请至少修改一项设置后再保存。', 'warning');
    expect(configs()).toHaveLength(2);

    await retype(user, min, '3');
    await retype(user, within(dialog).getByLabelText('密码过期时间（秒）'), '9000000');
    await user.clear(within(dialog).getByLabelText('每日密码重试次数上限'));
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('取值范围为 6 到 16', {}, SLOW)).toBeInTheDocument();
    expect(within(dialog).getByText('取值范围为 0 到 8640000')).toBeInTheDocument();
    expect(within(dialog).getByText(NAMED_REQUIRED)).toBeInTheDocument();
    expect(configs()).toHaveLength(2);

    await retype(user, min, '8');
    await retype(user, within(dialog).getByLabelText('密码过期时间（秒）'), '864000');
    await user.type(within(dialog).getByLabelText('每日密码重试次数上限'), '5');
    await user.click(within(dialog).getByLabelText('手机号'));
    await user.click(within(dialog).getByLabelText('新建用户首次登录强制修改密码'));
    const strategy = within(dialog).getByLabelText('超出重试次数处理策略');
    await waitFor(() => expect(strategy).toBeEnabled());
    await pickOption(user, strategy, '锁定账号，拒绝登录一段时间');
    await retype(user, await within(dialog).findByLabelText('锁定时长（秒）'), '600');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    await waitFor(() => expect(configs()).toHaveLength(3));
    expect(configs()[2]).toMatchObject({
      status: '1',
      passwordLenMin: 8,
      passwordLenMax: 16,
      passwordRule: 'NONE',
      passwordSensitive: ['PHONE_NUMBER'],
      passwordExpireSeconds: 864000,
      forceModifyPwdAfterAdd: 'Y',
      forceModifyPwdAfterReset: 'N',
      passwordRetryLimit: 5,
      passwordRetryStrategy: 'LOCK',
      passwordRetryLockSeconds: 600,
    });
    expect(await findRow('8 - 16')).toBeInTheDocument();
  });

  it('edits a config loaded from its detail call', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/security/config');
    await user.click(getButton(/修\s*改/, await findRow('6 - 24')));
    const dialog = await findDialog('修改安全配置');
    const max = await within(dialog).findByLabelText('密码最大长度');
    expect(max).toHaveValue('24');
    expect(lastGet(seen, '/system/security/config/2')).toBeDefined();
    expect(within(dialog).getByLabelText('锁定时长（秒）')).toHaveValue('3600');
    await retype(user, max, '30');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('6 - 30')).toBeInTheDocument();
    expect(configs()[1]).toMatchObject({ passwordLenMax: 30, status: '0', passwordRetryStrategy: 'LOCK' });
  });

  it('deletes the selected configs after a confirm', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/security/config');
    const row = await findRow('6 - 20');
    await user.click(toolbarButton(/删\s*除/));
    await toast('请先选择至少一条记录', 'warning');
    await user.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user, '是否确认删除安全配置编号为“1”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('6 - 20')).toBe(false));
    expect(configs().map((c) => c.configId)).toEqual(['2']);
  });

  it('lists, searches, validates, creates, edits and deletes IP rules on their tab', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/security/config');
    await findRow('6 - 20');
    await user.click(screen.getByText('IP 规则'));
    const office = await findRow('10.20.0.0/16');
    expect(within(office).getByText('允许（白名单）')).toBeInTheDocument();
    expect(within(await findRow('45.155.205.233/32')).getByText('2026-12-31 23:59:59')).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('IP / CIDR'), '10.20');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('2001:db8::/32')).toBe(false));
    expect(lastGet(seen, '/sys/iprule')?.query.get('ip')).toBe('10.20');
    await user.click(getButton(/重\s*置/, searchForm()));
    expect(await findRow('2001:db8::/32')).toBeInTheDocument();

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加 IP 规则');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText(NAMED_REQUIRED, {}, SLOW)).toBeInTheDocument();
    const ip = within(dialog).getByLabelText('IP / CIDR');
    for (const bad of ['300.1.1.1', '192.168.0.0/33']) {
      await retype(user, ip, bad);
      await user.click(getButton(/确\s*定/, dialog));
      await within(dialog).findByText('请输入正确的 IPv4/IPv6 地址或 CIDR 网段', {}, SLOW);
      expect(ip, bad).toHaveAttribute('aria-invalid', 'true');
    }
    await retype(user, ip, '192.168.0.0/24');
    await user.type(within(dialog).getByLabelText('备注'), '测试网段');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('192.168.0.0/24')).toBeInTheDocument();
    expect(mockDb().tables.ipRules.find((r) => r.remark === '测试网段')).toMatchObject({
      ip: '192.168.0.0',
      cidr: 24,
      type: 'DENY',
    });

    await user.click(getButton(/修\s*改/, await findRow('10.20.0.0/16')));
    const edit = await findDialog('修改 IP 规则');
    const editIp = await within(edit).findByLabelText('IP / CIDR');
    expect(editIp).toHaveValue('10.20.0.0/16');
    await retype(user, editIp, '10.21.0.0/16');
    await user.click(getButton(/确\s*定/, edit));
    await toast('修改成功');
    expect(await findRow('10.21.0.0/16')).toBeInTheDocument();
    expect(mockDb().tables.ipRules.find((r) => r.ruleId === '1')).toMatchObject({
      ip: '10.21.0.0',
      cidr: 16,
    });

    await user.click(getButton(/删\s*除/, await findRow('2001:db8::/32')));
    await confirmPopup(user, '是否确认删除 IP 规则编号为“4”的数据项？');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('2001:db8::/32')).toBe(false));
    expect(mockDb().tables.ipRules.some((r) => r.ruleId === '4')).toBe(false);
  });

  it('shows a user without the IP rule keys the config list only', async () => {
    const db = mockDb();
    // The `test` role gets the security menu (2040); the IP rule keys have no menu row.
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, '2040'] } : p,
    );
    renderSignedIn('/system/security/config', 'test');
    await findRow('6 - 20');
    expect(screen.queryByText('IP 规则')).toBeNull();
    expect(queryButton(/新\s*增/, listPage())).not.toBeNull();
  });
});
