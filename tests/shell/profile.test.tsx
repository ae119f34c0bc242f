import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

import { useSession } from '@/stores/session';

import { mockDb } from '../msw-server';
import { currentPath } from '../render-app';
import {
  fill,
  findDialog,
  go,
  openDropdown,
  openTabMenu,
  renderShell,
  resetShellStores,
  tabLink,
} from './helpers';
import { setupScreenTests } from '../system/helpers';

// Inline style reads and toast spies, as in the screen tests: jsdom's full style matching was a fifth
// of these files' CPU time.
setupScreenTests();
vi.setConfig({ testTimeout: 120_000 });

beforeEach(() => resetShellStores());
afterEach(() => vi.restoreAllMocks());

const admin = () => {
  const user = mockDb().tables.users.find((u) => u.userName === 'admin');
  if (!user) throw new Error('no admin');
  return user;
};

async function passwordTab() {
  await renderShell('/user/profile?tab=resetPwd');
  return screen.findByLabelText('旧密码');
}

describe('account center', () => {
  it('shows the personal information', async () => {
    await renderShell('/user/profile');
    const page = await screen.findByTestId('profile-page');
    for (const text of [
      'admin',
      '15888888888',
      'admin@chestnut.example',
      '栗子科技',
      '超级管理员',
      '董事长',
    ]) {
      expect(within(page).getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(within(page).getByRole('tab', { name: '基本资料' })).toHaveAttribute('aria-selected', 'true');
  });

  it('edits the basic information and updates the header name', async () => {
    await renderShell('/user/profile');
    const nick = await screen.findByLabelText('用户昵称');
    await fill(nick, '栗子');
    const phone = screen.getByLabelText('手机号码', { selector: 'input' });
    await fill(phone, '123');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('手机号码格式错误')).toBeInTheDocument();
    await fill(phone, '13912345678');
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(admin()).toMatchObject({ nickName: '栗子', phoneNumber: '13912345678' });
    await waitFor(() => expect(screen.getByTestId('account-menu')).toHaveTextContent('栗子'));
  });

  it('closes its tab from the Close button', async () => {
    await renderShell('/system/user');
    await go('/user/profile');
    await userEvent.click(await screen.findByRole('button', { name: /^关\s*闭$/ }));
    await waitFor(() => expect(currentPath()).toBe('/system/user'));
  });

  it('checks the new password against the security config, then changes it', async () => {
    const oldPassword = await passwordTab();
    const rules = await screen.findByTestId('password-rules');
    expect(rules).toHaveTextContent('长度为 6 到 24 个字符');
    expect(rules).toHaveTextContent('必须包含字母和数字');
    const newPassword = screen.getByLabelText('新密码');
    const confirm = screen.getByLabelText('确认密码');
    const save = screen.getByRole('button', { name: /保\s*存/ });

    await fill(oldPassword, 'admin123');
    await fill(newPassword, 'onlyletters');
    await fill(confirm, 'different1');
    await userEvent.click(save);
    // Found is shown: antd re-renders a field's error node when the submit validates it again, so a
    // node held past the find may already be a detached one.
    await screen.findByText('必须包含字母和数字', { selector: '.ant-form-item-explain-error' });
    await screen.findByText('两次输入的密码不一致');

    await fill(newPassword, 'a1');
    expect(
      await screen.findByText('长度为 6 到 24 个字符', { selector: '.ant-form-item-explain-error' }),
    ).toBeInTheDocument();

    await fill(newPassword, 'chestnut2025');
    await fill(confirm, 'chestnut2025');
    await fill(oldPassword, 'wrong-old');
    await userEvent.click(save);
    expect(await screen.findByText('修改密码失败，旧密码错误')).toBeInTheDocument();

    await fill(oldPassword, 'admin123');
    await userEvent.click(save);
    expect(await screen.findByText('密码修改成功')).toBeInTheDocument();
    expect(mockDb().tables.credentials[admin().userId]).toBe('chestnut2025');
    await waitFor(() => expect((screen.getByLabelText('旧密码') as HTMLInputElement).value).toBe(''));
  });

  it('keeps a half-filled form when left through another tab, and starts over on refresh', async () => {
    const oldPassword = await passwordTab();
    await fill(oldPassword, 'half-typed');
    await userEvent.click(tabLink('首页'));
    await screen.findByTestId('home-page');
    await userEvent.click(tabLink('个人中心'));
    await waitFor(() => expect(screen.getByLabelText('旧密码')).toHaveValue('half-typed'));

    await openTabMenu('个人中心');
    await userEvent.click(within(await openDropdown()).getByText('刷新页面'));
    await waitFor(() => expect(currentPath()).toBe('/user/profile?tab=resetPwd'));
    await waitFor(() => expect(screen.getByLabelText('旧密码')).toHaveValue(''));
  });

  it('takes a user who must change the password to the password tab after sign-in', async () => {
    admin().forceModifyPassword = 'Y';
    await renderShell('/index');
    expect(await screen.findByText('您的密码是初始密码或已被重置，请先修改密码。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '去修改密码' }));
    await waitFor(() => expect(currentPath()).toBe('/user/profile?tab=resetPwd'));
    expect(await screen.findByRole('tab', { name: '修改密码' })).toHaveAttribute('aria-selected', 'true');
  });

  it('announces an expired password too', async () => {
    const db = mockDb();
    const config = db.tables.securityConfigs.find((c) => c.status === '0');
    if (config) config.passwordExpireSeconds = 60;
    admin().passwordModifyTime = '2020-01-01 00:00:00';
    await renderShell('/index');
    expect(await screen.findByText('您的密码已过期，请修改密码。')).toBeInTheDocument();
  });
});

describe('avatar', () => {
  it('refuses files that are not JPG/PNG or are larger than 2 MB', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderShell('/user/profile');
    await user.click(await screen.findByRole('button', { name: '修改头像' }));
    const dialog = await findDialog('修改头像');
    // rc-upload swaps its <input> after every pick: look it up each time.
    const input = () => {
      const el = dialog.querySelector<HTMLInputElement>('input[type="file"]');
      if (!el) throw new Error('no file input');
      return el;
    };
    await user.upload(input(), new File(['gif'], 'a.gif', { type: 'image/gif' }));
    expect(await screen.findByText('文件格式错误，请上传 JPG 或 PNG 格式的图片')).toBeInTheDocument();
    await user.upload(
      input(),
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('图片大小不能超过 2 MB')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请先选择图片')).toBeInTheDocument();
  });

  it('crops the chosen image to a 200 px PNG and uploads it as avatarfile', async () => {
    // jsdom has no image decoding or canvas: stand in for both.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
      () =>
        ({
          save: vi.fn(),
          restore: vi.fn(),
          scale: vi.fn(),
          translate: vi.fn(),
          rotate: vi.fn(),
          drawImage: vi.fn(),
        }) as unknown as CanvasRenderingContext2D,
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (
      this: HTMLCanvasElement,
      done,
    ) {
      expect([this.width, this.height]).toEqual([200, 200]);
      done(new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }));
    });
    const createObjectURL = vi.fn(() => 'blob:avatar');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    // jsdom's File loses its name on the way through msw: check the part at the source, and let the
    // server accept a part without extension.
    const append = vi.spyOn(FormData.prototype, 'append');
    mockDb().setConfig('SysUploadTypeLimit', '');

    await renderShell('/user/profile');
    await userEvent.click(await screen.findByRole('button', { name: '修改头像' }));
    const dialog = await findDialog('修改头像');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['png'], 'me.png', { type: 'image/png' }));
    const img = await waitFor(() => {
      const el = dialog.querySelector<HTMLImageElement>('img[src="blob:avatar"]');
      if (!el) throw new Error('image not shown yet');
      return el;
    });
    Object.defineProperties(img, { naturalWidth: { value: 400 }, naturalHeight: { value: 300 } });
    fireEvent.load(img);
    await userEvent.click(within(dialog).getByRole('button', { name: '向右旋转' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('头像已更新')).toBeInTheDocument();
    const part = append.mock.calls.find(([field]) => field === 'avatarfile')?.[1];
    expect(part).toBeInstanceOf(File);
    expect(part).toMatchObject({ name: 'avatar.png', type: 'image/png' });
    const avatar = admin().avatar ?? '';
    expect(avatar).toMatch(/^avatar\/\d{4}\/\d{2}\/\d{2}\/\w+/);
    expect(useSession.getState().avatarUrl).toBe(`/prod-api/profile/${avatar}`);
  });
});

describe('user preference', () => {
  it('saves the switches and the shortcuts, which then show on Home', async () => {
    await renderShell('/user/preference');
    const page = await screen.findByTestId('preference-page');
    const subtitle = await within(page).findByRole('switch', { name: '内容列表显示副标题' });
    expect(subtitle).not.toBeChecked();
    await userEvent.click(subtitle);

    const shortcut = within(page).getAllByRole('combobox')[0];
    if (!shortcut) throw new Error('no shortcut select');
    await userEvent.click(shortcut);
    const treeItem = (title: string) =>
      waitFor(() => {
        const node = [
          ...document.querySelectorAll<HTMLElement>('.ant-select-dropdown [role="treeitem"]'),
        ].find((n) => n.querySelector(`[title="${title}"]`));
        if (!node) throw new Error(`no tree option ${title}`);
        return node;
      });
    const system = await treeItem('系统管理');
    expect(system).toHaveAttribute('aria-disabled', 'true'); // a directory is not a shortcut
    const switcher = system.querySelector('.ant-select-tree-switcher');
    if (!switcher) throw new Error('no switcher');
    await userEvent.click(switcher);
    await userEvent.click(within(await treeItem('用户管理')).getByTitle('用户管理'));
    await userEvent.click(within(page).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('保存成功')).toBeInTheDocument();
    expect(admin().preferences).toMatchObject({ ShowContentSubTitle: 'Y', Shortcut: ['100'] });

    await go('/index');
    const shortcuts = await screen.findByTestId('home-shortcuts');
    await userEvent.click(within(shortcuts).getByText('用户管理'));
    await waitFor(() => expect(currentPath()).toBe('/system/user'));
  });
});
