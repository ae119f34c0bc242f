import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

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
} from './helpers';
import { expectRequiredMessages } from '../required-message';

setupScreenTests();

const MENU_KEY = '/system/i18n/dict?langKey=MENU.NAME.2014&pageNum=1';

/** Picks an option of the (only) antd select inside `container`. */
async function pick(user: UserEvent, container: HTMLElement, label: string) {
  await user.click(container.querySelector('.ant-select') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => el.textContent === label,
    );
    if (!found) throw new Error(`no option ${label}`);
    return found;
  }, SLOW);
  await user.click(option);
}

const entry = (langTag: string, langKey: string) =>
  mockDb().tables.i18nDicts.find((d) => d.langTag === langTag && d.langKey === langKey);

describe('i18n dictionary', () => {
  it('lists, searches with the backend parameter names in the URL, and resets', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/i18n/dict');
    await findRow('CONFIG.AllowUploadFileType');
    expect(screen.getByText(`共 ${mockDb().tables.i18nDicts.length} 条`)).toBeInTheDocument();

    await user.type(within(searchForm()).getByLabelText('键名'), 'MENU.NAME.2014');
    await user.type(within(searchForm()).getByLabelText('键值'), '管理');
    await user.click(getButton(/搜\s*索/, searchForm()));
    expect(await findRow('国际化管理')).toBeInTheDocument();
    expect(await findRow('國際化管理')).toBeInTheDocument();
    expect(hasRow('I18n')).toBe(false);
    const request = lastGet(seen, '/system/i18n/dict/list');
    expect(request?.query.get('langKey')).toBe('MENU.NAME.2014');
    expect(request?.query.get('langValue')).toBe('管理');
    expect(request?.query.get('pageNum')).toBe('1');
    expect(request?.query.get('pageSize')).toBe('20');
    expect(currentPath()).toContain('langKey=MENU.NAME.2014');

    await user.click(getButton(/重\s*置/, searchForm()));
    expect(await findRow('CONFIG.AllowUploadFileType')).toBeInTheDocument();
    expect(within(searchForm()).getByLabelText('键名')).toHaveValue('');
  });

  it('restores a language filter from a shared link', async () => {
    const seen = recordRequests();
    renderSignedIn(`${MENU_KEY}&langTag=en`);
    expect(await findRow('I18n')).toBeInTheDocument();
    expect(hasRow('国际化管理')).toBe(false);
    expect(lastGet(seen, '/system/i18n/dict/list')?.query.get('langTag')).toBe('en');
  });

  it('validates a new entry, shows the server conflict keeping the input, then creates it', async () => {
    const user = userEvent.setup();
    renderSignedIn(MENU_KEY);
    await findRow('I18n');
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加国际化键值');
    await user.click(getButton(/确\s*定/, dialog));
    await expectRequiredMessages(dialog, 3);

    await pick(user, dialog, 'English');
    await user.type(within(dialog).getByLabelText('键名'), 'MENU.NAME.2014');
    await user.type(within(dialog).getByLabelText('键值'), 'Languages');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据[en:MENU.NAME.2014]冲突', 'error');
    expect(within(dialog).getByLabelText('键值')).toHaveValue('Languages');

    await user.clear(within(dialog).getByLabelText('键名'));
    await user.type(within(dialog).getByLabelText('键名'), 'MENU.NAME.2020');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(entry('en', 'MENU.NAME.2020')?.langValue).toBe('Languages');
  });

  it('edits an entry loaded from its detail call', async () => {
    const user = userEvent.setup();
    renderSignedIn(MENU_KEY);
    await user.click(getButton(/修\s*改/, await findRow('I18n')));
    const dialog = await findDialog('修改国际化键值');
    const value = await within(dialog).findByLabelText('键值');
    expect(value).toHaveValue('I18n');
    expect(within(dialog).getByLabelText('键名')).toHaveValue('MENU.NAME.2014');
    await user.clear(value);
    await user.type(value, 'Internationalization');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('Internationalization')).toBeInTheDocument();
    expect(entry('en', 'MENU.NAME.2014')?.langValue).toBe('Internationalization');
  });

  it('edits every language of a key at once, creating the missing ones', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/i18n/dict?langKey=MENU.NAME.2017&pageNum=1');
    await user.click(getButton(/多语言/, await findRow('國際化新增')));
    const dialog = await findDialog('编辑国际化：MENU.NAME.2017');
    const en = await within(dialog).findByLabelText('English', {}, SLOW);
    const zh = within(dialog).getByLabelText('简体中文');
    expect(within(dialog).getByLabelText('繁體中文')).toHaveValue('國際化新增');
    await user.clear(en);
    await user.clear(zh);
    await user.click(getButton(/确\s*定/, dialog));
    await expectRequiredMessages(dialog, 2);

    await user.type(en, 'Add I18n');
    await user.type(zh, '国际化新增');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(entry('en', 'MENU.NAME.2017')?.langValue).toBe('Add I18n');
    expect(entry('zh-CN', 'MENU.NAME.2017')?.langValue).toBe('国际化新增');
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/system/i18n/dict/batch');
    await waitFor(() => expect(JSON.parse(put?.body ?? '[]')).toHaveLength(3));
    expect(await findRow('Add I18n')).toBeInTheDocument();
  });

  it('deletes selected entries after a confirm', async () => {
    const user = userEvent.setup();
    renderSignedIn(MENU_KEY);
    await findRow('I18n');
    await user.click(toolbarButton(/删\s*除/));
    await toast('请先选择至少一条记录', 'warning');

    const id = entry('en', 'MENU.NAME.2014')?.dictId;
    const row = await findRow('I18n');
    await user.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user, `是否确认删除编号为“${id}”的数据项？`);
    await toast('删除成功');
    await waitFor(() => expect(hasRow('I18n')).toBe(false));
    expect(entry('en', 'MENU.NAME.2014')).toBeUndefined();
    expect(entry('zh-CN', 'MENU.NAME.2014')).toBeDefined();
  });

  it('exports the current filters as Excel and refreshes the cache', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn(`${MENU_KEY}&langTag=en`);
    await findRow('I18n');
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/system/i18n/dict/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('langTag=en'));
    expect(request?.body).toContain('langKey=MENU.NAME.2014');
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysI18nDict_\d{14}\.xlsx$/);

    await user.click(toolbarButton(/刷新缓存/));
    await toast('刷新缓存成功');
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/system/i18n/dict/refreshCache')).toBe(true);
  });

  it('shows a user without i18n permissions no write buttons', async () => {
    const db = mockDb();
    // The `test` role may view the i18n entries (menu 2014) but holds no i18n button permission.
    db.tables.permissions = db.tables.permissions.map((p) =>
      p.owner === '3' && p.permType === 'Menu' ? { ...p, permissions: [...p.permissions, '1', '2014'] } : p,
    );
    renderSignedIn(MENU_KEY, 'test');
    await findRow('I18n');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /导\s*出/, /刷新缓存/, /多语言/])
      expect(queryButton(name, listPage())).toBeNull();
    expect(screen.queryByText('操作')).toBeNull();
  });
});
