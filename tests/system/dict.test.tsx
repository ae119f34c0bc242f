import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

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

function dictIdOf(type: string): string {
  const row = mockDb().tables.dictTypes.find((t) => t.dictType === type);
  if (!row) throw new Error(type);
  return row.dictId;
}

describe('dictionary types', () => {
  it('pages through the types with the seed paginator and searches by type', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/dict');
    await findRow('EnableOrDisable');
    expect(screen.getByText(`共 ${mockDb().tables.dictTypes.length} 条`)).toBeInTheDocument();

    await user.click(document.querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(lastGet(seen, '/system/dict/type/list')?.query.get('pageNum')).toBe('2'));
    expect(currentPath()).toContain('pageNum=2');

    // 2 × 50 > 32: a larger page size starts again at page 1.
    await user.click(document.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
    await user.click(await screen.findByText('50 条/页', {}, SLOW));
    await waitFor(() => expect(lastGet(seen, '/system/dict/type/list')?.query.get('pageSize')).toBe('50'));
    expect(lastGet(seen, '/system/dict/type/list')?.query.get('pageNum')).toBe('1');
    expect(currentPath()).toContain('pageSize=50');

    await user.type(within(searchForm()).getByLabelText('字典类型'), 'Status');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('EnableOrDisable')).toBe(false));
    expect(await findRow('SysUserStatus')).toBeInTheDocument();
    expect(lastGet(seen, '/system/dict/type/list')?.query.get('dictType')).toBe('Status');
  });

  it('validates, rejects a duplicate type, creates, edits and deletes a type', async () => {
    const user = userEvent.setup();
    // One page holds every type, the new one included.
    renderSignedIn('/system/dict?pageSize=50&pageNum=1');
    await findRow('EnableOrDisable');
    await user.click(toolbarButton(/新\s*增/));
    let dialog = await findDialog('添加字典类型');
    await user.click(getButton(/确\s*定/, dialog));
    await expectRequiredMessages(dialog, 2);
    await user.type(within(dialog).getByLabelText('字典名称'), '颜色');
    await user.type(within(dialog).getByLabelText('字典类型'), 'YesOrNo');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('已存在的字典类型：YesOrNo', 'error');
    await user.clear(within(dialog).getByLabelText('字典类型'));
    await user.type(within(dialog).getByLabelText('字典类型'), 'Color');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');

    await user.click(getButton(/修\s*改/, await findRow('Color')));
    dialog = await findDialog('修改字典类型');
    // The form mounts once the detail call answered.
    await waitFor(() => expect(within(dialog).getByLabelText('字典名称')).toHaveValue('颜色'), SLOW);
    await user.type(within(dialog).getByLabelText('字典名称'), '们');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('颜色们')).toBeInTheDocument();

    await user.click(getButton(/删\s*除/, await findRow('Color')));
    await confirmPopup(user, '是否确认删除字典编号为');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('Color')).toBe(false));
  });

  it('keeps fixed and non-empty types, refreshes the cache and exports', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/dict?dictType=Or&pageNum=1');
    expect(queryButton(/删\s*除/, await findRow('TrueOrFalse'))).toBeNull();
    await user.click(
      (await findRow('EnableOrDisable')).querySelector('input[type="checkbox"]') as HTMLElement,
    );
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user);
    await toast('请先删除字典数据项', 'error');

    await user.click(toolbarButton(/刷新缓存/));
    await toast('刷新缓存成功');
    expect(seen.some((r) => r.method === 'DELETE' && r.path === '/system/dict/type/refreshCache')).toBe(true);

    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/system/dict/type/list');
    expect(request?.headers.get('cc-export')).toBe('1');
    await waitFor(() => expect(request?.body).toContain('dictType=Or'));
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysDictType_\d{14}\.xlsx$/);
  });

  it('shows the restricted editor only the export button', async () => {
    renderSignedIn('/system/dict', 'editor');
    await findRow('EnableOrDisable');
    expect(queryButton(/导\s*出/, listPage())).not.toBeNull();
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/, /刷新缓存/])
      expect(queryButton(name, listPage())).toBeNull();
  });
});

describe('dictionary data', () => {
  it('opens from the type link, filtered by that type, with the list style shown', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/dict?dictType=EnableOrDisable&pageNum=1');
    await user.click(await screen.findByRole('link', { name: 'EnableOrDisable' }, SLOW));
    const row = await findRow('禁用');
    expect(currentPath()).toBe(`/system/dict-data/index/${dictIdOf('EnableOrDisable')}`);
    expect(within(row).getByText('禁用').closest('.ant-tag')).toHaveClass('ant-tag-warning');
    expect(lastGet(seen, '/system/dict/data/list')?.query.get('dictType')).toBe('EnableOrDisable');

    await user.type(within(searchForm()).getByLabelText('字典标签'), '启');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('禁用')).toBe(false));
    const request = lastGet(seen, '/system/dict/data/list');
    expect(request?.query.get('dictLabel')).toBe('启');
    expect(request?.query.get('dictType')).toBe('EnableOrDisable');

    await user.click(toolbarButton(/关\s*闭/));
    await waitFor(() => expect(currentPath()).toMatch(/^\/system\/dict(\?|$)/));
  });

  it('validates, creates, edits and deletes an entry of the dictionary', async () => {
    const user = userEvent.setup();
    renderSignedIn(`/system/dict-data/index/${dictIdOf('Gender')}`);
    await findRow('男');
    await user.click(toolbarButton(/新\s*增/));
    let dialog = await findDialog('添加字典数据');
    expect(within(dialog).getByLabelText('字典类型')).toHaveValue('Gender');
    await user.click(getButton(/确\s*定/, dialog));
    await expectRequiredMessages(dialog, 2);
    await user.type(within(dialog).getByLabelText('字典标签'), '保密');
    await user.type(within(dialog).getByLabelText('字典键值'), '0');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据[0]冲突', 'error');
    await user.clear(within(dialog).getByLabelText('字典键值'));
    await user.type(within(dialog).getByLabelText('字典键值'), '9');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await findRow('保密')).toBeInTheDocument();
    expect(
      mockDb().tables.dictData.find((d) => d.dictType === 'Gender' && d.dictValue === '9'),
    ).toMatchObject({
      dictLabel: '保密',
      listClass: 'default',
    });

    await user.click(getButton(/修\s*改/, await findRow('保密')));
    dialog = await findDialog('修改字典数据');
    await waitFor(() => expect(within(dialog).getByLabelText('字典标签')).toHaveValue('保密'), SLOW);
    await user.type(within(dialog).getByLabelText('字典标签'), '中');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('修改成功');
    expect(await findRow('保密中')).toBeInTheDocument();

    await user.click(getButton(/删\s*除/, await findRow('保密中')));
    await confirmPopup(user, '是否确认删除字典编码为');
    await toast('删除成功');
    await waitFor(() => expect(hasRow('保密中')).toBe(false));
  });

  it('exports the entries, and the editor sees only the export button', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn(`/system/dict-data/index/${dictIdOf('Gender')}`, 'editor');
    await findRow('男');
    for (const name of [/新\s*增/, /修\s*改/, /删\s*除/]) expect(queryButton(name, listPage())).toBeNull();
    await user.click(toolbarButton(/导\s*出/));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.method === 'POST' && r.path === '/system/dict/data/list');
    await waitFor(() => expect(request?.body).toContain('dictType=Gender'));
    expect(saveAs.mock.calls[0]?.[1]).toMatch(/^Export_SysDictData_\d{14}\.xlsx$/);
  });
});
