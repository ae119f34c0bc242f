import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';
import { feedback } from '@/lib/feedback';

import { call } from '../mocks/helpers';
import { mockDb, mockLogin } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  findDialog,
  getButton,
  isShown,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  type SeenRequest,
} from '../system/helpers';

setupScreenTests();

beforeEach(() => setCurrentSiteId('1'));

interface FileRow {
  fileName: string;
  filePath: string;
  isDirectory: boolean;
  fileSize?: string;
  canEdit?: boolean;
}

interface TreeNode {
  id: string;
  label: string;
  root: boolean;
  children?: TreeNode[];
}

const site1 = { CurrentSite: '1' };

/** Opens the editor of site 1 and returns the PC pipe's "editor CSS" input. */
async function openEditorCss(userName = 'admin'): Promise<HTMLElement> {
  renderSignedIn('/cms/site/tabs?siteId=1', userName);
  await waitFor(() => expect(screen.getAllByDisplayValue('栗子演示站').length).toBeGreaterThan(0), {
    timeout: 45_000,
  });
  return editorCssField();
}

function editorCssField(): HTMLElement {
  const field = screen.getAllByLabelText('文章编辑器CSS').find(isShown);
  if (!field) throw new Error('no editor css field');
  return field;
}

function listedDirs(seen: SeenRequest[]): (string | null)[] {
  return seen
    .filter((r) => r.method === 'GET' && r.path === '/cms/file/list')
    .map((r) => r.query.get('filePath'));
}

describe('site file picker', () => {
  it('picks a css file of the pipe directory for the site editor and saves its path', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const field = await openEditorCss();
    await user.click(getButton(/选\s*择/, field.closest('.ant-space-compact') as HTMLElement));
    const dialog = await findDialog('选择文件');

    // Opens in `{site.path}_{pipeCode}/`; directories are offered, the non-css page is not.
    await within(dialog).findByRole('button', { name: '打开目录 css' }, SLOW);
    expect(lastGet(seen, '/cms/file/list')?.query.get('filePath')).toBe('demo_pc/');
    expect(within(dialog).queryByText('index.shtml')).toBeNull();
    expect(within(dialog).getByText('仅可选择 .css 文件')).toBeInTheDocument();

    // The js directory (opened from the tree) has nothing to choose.
    await user.click(within(within(dialog).getByRole('tree')).getByText('js'));
    await within(dialog).findByText('此目录下没有可选择的文件', {}, SLOW);
    expect(lastGet(seen, '/cms/file/list')?.query.get('filePath')).toBe('demo_pc/js/');
    expect(within(dialog).queryByText('app.js')).toBeNull();

    // Back through the breadcrumb, into css/, choose editor.css with its radio and confirm.
    await user.click(within(dialog).getByRole('button', { name: 'demo_pc' }));
    await user.click(await within(dialog).findByRole('button', { name: '打开目录 css' }, SLOW));
    await user.click(await within(dialog).findByRole('radio', { name: '选择文件 editor.css' }, SLOW));
    expect(within(dialog).getByText('main.css')).toBeInTheDocument();
    expect(listedDirs(seen)).toContain('demo_pc/css/');
    await user.click(getButton(/确\s*定/, dialog));
    await waitFor(() => expect(field).toHaveValue('demo_pc/css/editor.css'));
    expect(seen.some((r) => r.path === '/cms/file/directoryTreeData')).toBe(true);

    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    const put = await waitFor(() => {
      const req = seen.filter((r) => r.method === 'PUT' && r.path === '/cms/site').at(-1);
      if (!req?.body) throw new Error('no PUT');
      return JSON.parse(req.body) as {
        publishPipeDatas: { pipeCode: string; props: Record<string, unknown> }[];
      };
    }, SLOW);
    expect(put.publishPipeDatas.find((p) => p.pipeCode === 'pc')?.props.ueditorCss).toBe(
      'demo_pc/css/editor.css',
    );
    expect(mockDb().tables.sites.find((s) => s.siteId === '1')?.publishPipeProps?.pc?.ueditorCss).toBe(
      'demo_pc/css/editor.css',
    );

    // Clear empties the field (the form was reloaded after saving).
    const reloaded = await waitFor(() => {
      const found = editorCssField();
      expect(found).toHaveValue('demo_pc/css/editor.css');
      return found;
    }, SLOW);
    await user.click(getButton(/清\s*空/, reloaded.closest('.ant-space-compact') as HTMLElement));
    expect(reloaded).toHaveValue('');
  }, 150_000);

  it('shows the server denial inside the dialog for a user without cms:file:view', async () => {
    const notify = vi.spyOn(feedback, 'notifyError');
    const user = userEvent.setup();
    const field = await openEditorCss('editor');
    await user.click(getButton(/选\s*择/, field.closest('.ant-space-compact') as HTMLElement));
    const dialog = await findDialog('选择文件');
    // Inline, and once as the client's notification carrying the server's detail.
    expect(await within(dialog).findByText('当前操作没有权限', {}, SLOW)).toBeInTheDocument();
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('当前操作没有权限', expect.stringContaining('cms:file:view')),
    );
    expect(notify).toHaveBeenCalledTimes(1);
    await user.click(getButton(/确\s*定/, dialog));
    await toast('请选择文件', 'error');
  }, 150_000);
});

describe('catalog publish pipe editor css', () => {
  it("opens in the site's pipe directory and saves the chosen css path", async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/catalog');
    const tree = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.catalog-tree');
      if (!el) throw new Error('no catalog tree');
      expect(within(el).getByText('关于我们')).toBeInTheDocument();
      return el;
    }, SLOW);
    await user.click(within(tree).getByText('关于我们'));
    const form = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('form#catalogBasic');
      expect(el?.querySelector('#catalogBasic_name')).toHaveValue('关于我们');
      return el as HTMLElement;
    }, SLOW);
    const field = within(form).getAllByLabelText('文章编辑器CSS').find(isShown) as HTMLElement;
    await user.click(getButton(/选\s*择/, field.closest('.ant-space-compact') as HTMLElement));
    const dialog = await findDialog('选择文件');
    // No start path given: the tree's `{sitePath}_pc` root is opened.
    await user.click(await within(dialog).findByRole('button', { name: '打开目录 css' }, SLOW));
    expect(listedDirs(seen)).toEqual(['demo_pc/', 'demo_pc/css/']);
    await user.dblClick(await within(dialog).findByText('main.css', {}, SLOW));
    await waitFor(() => expect(field).toHaveValue('demo_pc/css/main.css'));

    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    const put = seen.find((r) => r.method === 'PUT' && r.path === '/cms/catalog');
    const body = JSON.parse(put?.body ?? '{}') as {
      publishPipeDatas: { pipeCode: string; props: Record<string, unknown> }[];
    };
    expect(body.publishPipeDatas.find((p) => p.pipeCode === 'pc')?.props.ueditorCss).toBe(
      'demo_pc/css/main.css',
    );
  }, 150_000);
});

describe('file mock endpoints', () => {
  it('answers the site directory tree and a directory listing with the contract fields', async () => {
    const token = mockLogin();
    const tree = await call<{ tree: TreeNode[]; resourceRoot: string }>('/cms/file/directoryTreeData', {
      token,
      headers: site1,
    });
    expect(tree.data?.tree.map((n) => [n.id, n.root])).toEqual([
      ['demo', true],
      ['demo_pc', true],
      ['demo_h5', true],
    ]);
    const pc = tree.data?.tree[1];
    expect(pc?.children?.map((n) => n.id)).toEqual(['demo_pc/css', 'demo_pc/images', 'demo_pc/js']);
    expect(pc?.children?.find((n) => n.label === 'js')?.children).toBeUndefined();
    expect(tree.data?.resourceRoot).toMatch(/wwwroot_release\/$/);

    const list = await call<FileRow[]>('/cms/file/list?filePath=demo_pc/css/&fileName=', {
      token,
      headers: site1,
    });
    expect(list.data?.map((f) => f.fileName)).toEqual(['theme', 'editor.css', 'main.css']);
    expect(list.data?.[1]).toMatchObject({
      filePath: 'demo_pc/css/editor.css',
      isDirectory: false,
      canEdit: true,
    });
    expect(list.data?.[1]?.fileSize).toMatch(/bytes|KB/);
    const filtered = await call<FileRow[]>('/cms/file/list?filePath=/demo_pc/css/&fileName=MAIN', {
      token,
      headers: site1,
    });
    expect(filtered.data?.map((f) => f.filePath)).toEqual(['demo_pc/css/main.css']);
    // The root lists only the current site's directories.
    const root = await call<FileRow[]>('/cms/file/list?filePath=/', { token, headers: { CurrentSite: '2' } });
    expect(root.data?.map((f) => f.filePath)).toEqual(['en', 'en_pc', 'en_h5']);
  });

  it('refuses paths outside the current site', async () => {
    const token = mockLogin();
    for (const filePath of ['../', 'demo_pc/../../etc/', 'en_pc/', 'demo_pc/../en_pc/css/']) {
      const res = await call(`/cms/file/list?filePath=${encodeURIComponent(filePath)}`, {
        token,
        headers: site1,
      });
      expect([filePath, res.code, res.msg]).toEqual([filePath, 500, '不能操作非当前站点文件']);
    }
    const read = await call('/cms/file/read', {
      token,
      headers: site1,
      method: 'POST',
      json: { filePath: '../en_pc/css/editor.css', fileContent: '' },
    });
    expect(read.msg).toBe('不能操作非当前站点文件');
    const missing = await call('/cms/file/list?filePath=demo_pc/nothing/', { token, headers: site1 });
    expect(missing.msg).toBe('文件不存在');
  });

  it('needs cms:file:view', async () => {
    const token = mockLogin('editor');
    const res = await call('/cms/file/list?filePath=demo_pc/', { token, headers: site1 });
    expect(res.code).toBe(403);
  });

  it('adds, edits, reads, renames and deletes files below a site directory', async () => {
    const token = mockLogin();
    const post = (path: string, json: unknown) =>
      call<string>(path, { token, headers: site1, method: 'POST', json });
    expect(
      (await post('/cms/file/add', { dir: 'demo_pc/css/', fileName: 'print.css', isDirectory: false })).code,
    ).toBe(200);
    expect(
      (await post('/cms/file/add', { dir: 'demo_pc/css', fileName: 'print.css', isDirectory: false })).msg,
    ).toBe('文件已存在');
    // The site directories themselves are read-only.
    expect((await post('/cms/file/add', { dir: '/', fileName: 'x', isDirectory: true })).code).toBe(500);
    expect(
      (await post('/cms/file/edit', { filePath: 'demo_pc/css/print.css', fileContent: 'a{}' })).code,
    ).toBe(200);
    expect((await post('/cms/file/read', { filePath: 'demo_pc/css/print.css', fileContent: '' })).data).toBe(
      'a{}',
    );
    expect((await post('/cms/file/read', { filePath: 'demo_pc/images/logo.png' })).msg).toBe(
      '指定文件不支持在线编辑',
    );
    expect((await post('/cms/file/rename', { filePath: 'demo_pc/css', rename: 'styles' })).code).toBe(200);
    const files = mockDb()
      .tables.siteFiles.filter((f) => f.siteId === '1')
      .map((f) => f.path);
    expect(files).toContain('demo_pc/styles/print.css');
    expect(files).not.toContain('demo_pc/css/main.css');
    expect((await post('/cms/file/delete', [{ filePath: 'demo_pc/styles' }])).code).toBe(200);
    expect(mockDb().tables.siteFiles.some((f) => f.path.startsWith('demo_pc/styles'))).toBe(false);
    expect((await post('/cms/file/delete', [{ filePath: 'demo_pc' }])).msg).toBe('不能操作非当前站点文件');
  });
});
