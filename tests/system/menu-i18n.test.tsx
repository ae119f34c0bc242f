import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  findDialog,
  findRow,
  getButton,
  queryButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from './helpers';

setupScreenTests();

const i18nRow = (langTag: string) =>
  mockDb().tables.i18nDicts.find((d) => d.langKey === 'MENU.NAME.104' && d.langTag === langTag);

describe('menu name per language', () => {
  it('edits the translations of MENU.NAME.<menuId> from the menu form and saves them in one batch', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/menu');
    await findRow('系统管理');
    await user.click(toolbarButton(/展\s*开/));
    await user.click(getButton(/修\s*改/, await findRow('岗位管理')));
    const form = await findDialog('修改菜单');
    await within(form).findByDisplayValue('岗位管理', undefined, SLOW);
    // Role queries compute accessible names (slow with antd's styles): find the button by its label.
    await user.click(await waitFor(() => getButton(/编辑多语言/, form), SLOW));

    const editor = await findDialog('编辑多语言：MENU.NAME.104');
    const zhCN = await within(editor).findByLabelText('zh-CN', undefined, SLOW);
    await waitFor(() => expect(zhCN).toHaveValue('岗位管理'));
    const en = within(editor).getByLabelText('en');
    expect(en).toHaveValue('Post');
    const zhTW = within(editor).getByLabelText('zh-TW');

    // Every language is required.
    await user.clear(zhTW);
    await user.click(getButton(/确\s*定|OK/, editor));
    await waitFor(() => expect(within(editor).getByText('请输入zh-TW的文本')).toBeInTheDocument());
    expect(seen.some((r) => r.path === '/system/i18n/dict/batch')).toBe(false);

    await user.type(zhTW, '崗位設定');
    await user.clear(en);
    await user.type(en, 'Job Posts');
    await user.click(getButton(/确\s*定|OK/, editor));
    await toast('保存成功');
    const batch = seen.find((r) => r.method === 'PUT' && r.path === '/system/i18n/dict/batch');
    await waitFor(() => expect(batch?.body).toBeTruthy());
    const items = JSON.parse(batch?.body ?? '[]') as {
      langTag: string;
      langKey: string;
      langValue: string;
    }[];
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ langTag: 'en', langKey: 'MENU.NAME.104', langValue: 'Job Posts' }),
        expect.objectContaining({ langTag: 'zh-TW', langKey: 'MENU.NAME.104', langValue: '崗位設定' }),
        expect.objectContaining({ langTag: 'zh-CN', langKey: 'MENU.NAME.104', langValue: '岗位管理' }),
      ]),
    );
    expect(i18nRow('en')?.langValue).toBe('Job Posts');
    expect(i18nRow('zh-TW')?.langValue).toBe('崗位設定');
    // The editor closed; the menu form is still open, and the list was asked for again.
    await waitFor(() => expect(document.querySelector('.kit-i18n-field-editor')).toBeNull());
    expect(within(form).getByDisplayValue('岗位管理')).toBeInTheDocument();
    await waitFor(() => {
      const after = seen.findIndex((r) => r.path === '/system/i18n/dict/batch');
      expect(seen.slice(after).some((r) => r.method === 'GET' && r.path === '/system/menu/list')).toBe(true);
    });
    // A long flow through two dialogs on a full page: generous on a shared machine.
  }, 180_000);

  it('offers no translation button while adding (the key needs the menu id)', async () => {
    const user = userEvent.setup();
    renderSignedIn('/system/menu');
    await findRow('系统管理');
    await user.click(toolbarButton(/新\s*增/));
    const form = await findDialog('添加菜单');
    await within(form).findByLabelText('菜单名称', undefined, SLOW);
    expect(queryButton(/编辑多语言/, form)).toBeNull();
  });
});
