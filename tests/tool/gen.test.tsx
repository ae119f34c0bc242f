import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { genStore } from '@/mocks/handlers/tool/gen-model';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import { stubTextRanges } from './code-editor-stubs';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();
stubTextRanges();

describe('code generation', () => {
  it('lists imported tables with the contract parameters and previews highlighted code per template', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderSignedIn('/tool/gen?tableName=post');
    const row = await findRow('sys_post');
    expect(within(row).getByText('岗位信息表')).toBeInTheDocument();
    expect(within(row).getByText('Post')).toBeInTheDocument();
    await waitFor(() => expect(lastGet(seen, '/tool/gen/list')?.query.get('tableName')).toBe('post'));

    await clickRowAction(user, row, /预\s*览/);
    const dialog = await findDialog('代码预览');
    expect(within(dialog).getByRole('tab', { name: 'domain.java' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tab', { name: 'mapper.xml' })).toBeInTheDocument();
    // The lazily loaded CodeMirror viewer shows the generated class.
    await waitFor(() => {
      const editor = dialog.querySelector('.cm-content');
      expect(editor?.textContent).toContain('public class Post');
    }, SLOW);
    expect(dialog.querySelector('.code-editor')).toHaveAttribute('data-language', 'java');
  });

  it('imports a database table through the import dialog', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderSignedIn('/tool/gen');
    await findRow('sys_post');
    await user.click(toolbarButton(/导\s*入/));
    const dialog = await findDialog('导入表');
    await within(dialog).findByText('sys_notice', {}, SLOW);
    expect(within(dialog).queryByText('sys_post')).toBeNull();
    await user.click(getButton(/确\s*定/, dialog));
    await toast('请选择要导入的表', 'error');
    await user.click(within(dialog).getByText('sys_notice'));
    await user.click(getButton(/确\s*定/, dialog));
    await toast('SUCCESS');
    const post = seen.find((r) => r.method === 'POST' && r.path === '/tool/gen/importTable');
    expect(post?.query.get('tables')).toBe('sys_notice');
    expect(await findRow('sys_notice')).toHaveTextContent('Notice');
    expect(genStore(mockDb()).tables.some((t) => t.tableName === 'sys_notice')).toBe(true);
  });

  it('syncs a table from the database, downloads the zip and deletes', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderSignedIn('/tool/gen');
    const link = await findRow('cms_friend_link');
    const tableId = genStore(mockDb()).tables.find((t) => t.tableName === 'cms_friend_link')?.tableId ?? '';
    const columnNames = () =>
      genStore(mockDb())
        .columns.filter((c) => c.tableId === tableId)
        .map((c) => c.columnName);
    expect(columnNames()).not.toContain('logo');
    await clickRowAction(user, link, /同\s*步/);
    await confirmPopup(user, 'cms_friend_link');
    await toast('同步成功');
    expect(columnNames()).toContain('logo');

    await clickRowAction(user, await findRow('cms_friend_link'), /生成代码/);
    await waitFor(() =>
      expect(lastGet(seen, '/tool/gen/batchGenCode')?.query.get('tables')).toBe('cms_friend_link'),
    );

    await clickRowAction(user, await findRow('cms_friend_link'), /删\s*除/);
    await confirmPopup(user, `"${tableId}"`);
    await toast('删除成功');
    const del = seen.find((r) => r.method === 'DELETE' && r.path.startsWith('/tool/gen'));
    expect(JSON.parse(del?.body ?? '[]')).toEqual([tableId]);
    expect(genStore(mockDb()).tables.some((t) => t.tableName === 'cms_friend_link')).toBe(false);
  });

  it('edits the generation config: basic, reordered and edited columns, generation info', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    const table = genStore(mockDb()).tables.find((t) => t.tableName === 'sys_post');
    renderSignedIn(`/tool/gen-edit/index/${table?.tableId}?pageNum=1`);
    const grid = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-testid="gen-columns"]');
      if (!found) throw new Error('no grid');
      return found;
    }, SLOW);
    await within(grid).findByText('post_code', {}, SLOW);
    // Move post_name above post_code and describe it.
    await user.click(within(grid).getByLabelText('post_name 上移'));
    const comment = within(grid).getByLabelText('post_name 字段描述');
    fireEvent.change(comment, { target: { value: '岗位的名称' } });
    await user.click(within(grid).getByLabelText('status 查询'));

    const basicTab = [...document.querySelectorAll<HTMLElement>('[role="tab"]')].find(
      (tab) => tab.textContent === '基本信息',
    );
    if (!basicTab) throw new Error('no basic tab');
    await user.click(basicTab);
    const className = document.querySelector<HTMLInputElement>('#className');
    if (!className) throw new Error('no className');
    fireEvent.change(className, { target: { value: '' } });
    await user.click(getButton(/提\s*交/));
    await toast('表单校验未通过，请重新检查提交内容', 'error');
    fireEvent.change(className, { target: { value: 'SysPost' } });
    await user.click(getButton(/提\s*交/));
    await toast('修改成功');
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/tool/gen');
    const body = JSON.parse(put?.body ?? '{}') as {
      className: string;
      tplCategory: string;
      columns: { columnName: string; sort: number; columnComment: string; isQuery: string }[];
      params: Record<string, unknown>;
    };
    expect(body.className).toBe('SysPost');
    expect(body.tplCategory).toBe('crud');
    expect(body.columns.slice(0, 3).map((c) => [c.columnName, c.sort])).toEqual([
      ['post_id', 1],
      ['post_name', 2],
      ['post_code', 3],
    ]);
    expect(body.columns.find((c) => c.columnName === 'post_name')?.columnComment).toBe('岗位的名称');
    expect(body.columns.find((c) => c.columnName === 'status')?.isQuery).toBe('0');
    expect(body).toHaveProperty('params');
    const saved = genStore(mockDb()).columns.find(
      (c) => c.tableId === table?.tableId && c.columnName === 'post_name',
    );
    expect(saved).toMatchObject({ sort: 2, columnComment: '岗位的名称' });
    await waitFor(() => expect(currentPath()).toBe('/tool/gen'), SLOW);
  });
});
