import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { call } from '../../mocks/helpers';
import { mockDb, mockLogin, server } from '../../msw-server';
import { currentPath, renderSignedIn } from '../../render-app';
import {
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  queryButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';
import { lastBody } from '../content-helpers';
import { findEditorView, typeInEditor } from './editor-helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 60_000 });
beforeEach(() => setCurrentSiteId('1'));

const site1 = { CurrentSite: '1' };
const fileOf = (path: string) => mockDb().tables.siteFiles.find((f) => f.siteId === '1' && f.path === path);

/** jsdom's XHR drops the file name of multipart parts, so uploads are answered here (fields recorded). */
function stubUploads() {
  const uploads: { dir: FormDataEntryValue | null; size: number }[] = [];
  server.use(
    http.post('*/prod-api/cms/file/upload', async ({ request }) => {
      const form = await request.formData();
      uploads.push({ dir: form.get('dir'), size: (form.get('file') as File).size });
      return HttpResponse.json({ code: 200, msg: '操作成功' });
    }),
  );
  return uploads;
}

describe('file manager', () => {
  it('browses from the read-only root, creates, renames, uploads and deletes below it', async () => {
    const seen = recordRequests();
    const uploads = stubUploads();
    mockDb().setConfig('AllowUploadFileType', 'css,js');
    const user = userEvent.setup();
    renderSignedIn('/configs/file');
    expect(await findRow('demo_pc')).toBeInTheDocument();
    expect(lastGet(seen, '/cms/file/list')?.query.get('filePath')).toBe('/');
    // The root holds the site's own directories: nothing to add, upload, rename or delete there.
    expect(queryButton(/新\s*增/)).toBeNull();
    expect(queryButton(/上\s*传/)).toBeNull();
    expect(queryButton(/删\s*除/)).toBeNull();
    expect(queryButton(/重命名/)).toBeNull();

    await user.click(within(await screen.findByRole('tree', {}, SLOW)).getByText('demo_pc'));
    expect(await findRow('index.shtml')).toBeInTheDocument();
    expect(lastGet(seen, '/cms/file/list')?.query.get('filePath')).toBe('demo_pc/');
    expect(currentPath()).toContain('filePath=demo_pc%2F');

    await user.click(toolbarButton(/新\s*增/));
    const add = await findDialog('新建文件/目录');
    await user.click(within(add).getByLabelText('目录'));
    await user.type(within(add).getByLabelText('名称'), 'bad name');
    await user.click(getButton(/确\s*定/, add));
    await within(add).findByText('只能使用字母、数字、下划线和点', {}, SLOW);
    await user.clear(within(add).getByLabelText('名称'));
    await user.type(within(add).getByLabelText('名称'), 'less');
    await user.click(getButton(/确\s*定/, add));
    expect(await lastBody(seen, 'POST', '/cms/file/add')).toEqual({
      dir: 'demo_pc/',
      fileName: 'less',
      isDirectory: true,
    });
    await user.click(await screen.findByRole('button', { name: '打开目录 less' }, SLOW));
    await waitFor(() => expect(lastGet(seen, '/cms/file/list')?.query.get('filePath')).toBe('demo_pc/less/'));

    await user.click(toolbarButton(/新\s*增/));
    const addFile = await findDialog('新建文件/目录');
    await user.type(within(addFile).getByLabelText('名称'), 'site.css');
    await user.click(getButton(/确\s*定/, addFile));
    expect(await lastBody(seen, 'POST', '/cms/file/add')).toEqual({
      dir: 'demo_pc/less/',
      fileName: 'site.css',
      isDirectory: false,
    });
    await user.click(getButton(/重命名/, await findRow('site.css')));
    const rename = await findDialog('重命名');
    const name = within(rename).getByLabelText('名称');
    await waitFor(() => expect(name).toHaveValue('site.css'));
    await user.clear(name);
    await user.type(name, 'app.css');
    await user.click(getButton(/确\s*定/, rename));
    expect(await lastBody(seen, 'POST', '/cms/file/rename')).toEqual({
      filePath: 'demo_pc/less/site.css',
      rename: 'app.css',
    });
    await toast('保存成功');
    expect(fileOf('demo_pc/less/app.css')).toBeDefined();

    await user.click(toolbarButton(/上\s*传/));
    const upload = await findDialog('上传文件');
    // The rules arrive with the dialog's first render; a file dropped before them would not be checked.
    await waitFor(() => expect(upload).toHaveTextContent('文件格式只能是 css, js'));
    const input = upload.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [new File(['a{}'], 'print.css'), new File(['MZ'], 'tool.exe')]);
    await toast('tool.exe：不支持的文件类型', 'error');
    await waitFor(() => expect(uploads).toEqual([{ dir: 'demo_pc/less/', size: 3 }]));
    await toast('保存成功');
    await user.click(getButton(/确\s*定/, upload));

    await user.click(getButton(/删\s*除/, await findRow('app.css')));
    await confirmPopup(user, '“demo_pc/less/app.css”');
    expect(await lastBody(seen, 'POST', '/cms/file/delete')).toEqual([{ filePath: 'demo_pc/less/app.css' }]);
    await waitFor(() => expect(hasRow('app.css')).toBe(false));
    expect(fileOf('demo_pc/less/app.css')).toBeUndefined();
  });

  it('edits a text file: read, Ctrl+S saves, Back asks before dropping unsaved edits', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/file?filePath=demo_pc%2Fcss%2F');
    const row = await findRow('main.css');
    expect(queryButton(/修\s*改/, await findRow('theme'))).toBeNull();
    await user.click(getButton(/修\s*改/, row));
    await waitFor(() => expect(currentPath()).toBe('/cms/file/editor?filePath=demo_pc%2Fcss%2Fmain.css'));
    expect(await lastBody(seen, 'POST', '/cms/file/read')).toEqual({
      filePath: 'demo_pc/css/main.css',
      fileContent: '',
    });
    expect(await screen.findByText('文件：demo_pc/css/main.css', {}, SLOW)).toBeInTheDocument();
    const view = await findEditorView();
    await waitFor(() => expect(view.state.doc.toString()).toContain('.main { width: 1200px'));
    expect(document.querySelector('.code-editor')?.getAttribute('data-language')).toBe('css');

    await typeInEditor('.footer { color: #666; }\n');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    const saved = (await lastBody(seen, 'POST', '/cms/file/edit')) as Record<string, unknown>;
    expect(Object.keys(saved).sort()).toEqual(['fileContent', 'filePath']);
    expect(saved.filePath).toBe('demo_pc/css/main.css');
    expect(String(saved.fileContent)).toMatch(/\.footer \{ color: #666; \}\n$/);
    await toast('保存成功');
    expect(fileOf('demo_pc/css/main.css')?.content).toBe(saved.fileContent);

    await typeInEditor('/* draft */');
    await user.click(getButton(/返\s*回/));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirm');
      return found;
    });
    expect(confirm).toHaveTextContent('离开文件编辑？');
    await user.click(getButton(/取\s*消/, confirm));
    expect(currentPath()).toContain('/cms/file/editor');
    // The save did not reload the editor (a reload would refill it over what was typed since).
    expect(seen.filter((r) => r.path === '/cms/file/read')).toHaveLength(1);
  });

  it('is refused by the mock without cms:file:view, and uploads only allowed types within the size', async () => {
    const denied = mockLogin('editor');
    const form = new FormData();
    form.append('file', new File(['x'], 'a.css'));
    form.append('dir', 'demo_pc/css/');
    expect(
      (await call('/cms/file/upload', { token: denied, headers: site1, method: 'POST', body: form })).code,
    ).toBe(403);
    mockDb().setConfig('AllowUploadFileType', 'css,js');
    const token = mockLogin();
    const exe = new FormData();
    exe.append('file', new File(['MZ'], 'tool.exe'));
    exe.append('dir', 'demo_pc/css/');
    const refused = await call('/cms/file/upload', { token, headers: site1, method: 'POST', body: exe });
    // jsdom's FormData names every file part "blob", so only the message's start is the server's own.
    expect(refused.msg).toMatch(/^禁止上传的文件类型：/);

    // Too large for ResourceUploadAcceptSize: refused by the server, its message shown in the dialog
    // (the limit lowered after the dialog read it, so the console's own check lets the file through).
    mockDb().setConfig('AllowUploadFileType', '');
    const user = userEvent.setup();
    renderSignedIn('/configs/file?filePath=demo_pc%2Fcss%2F');
    await findRow('main.css');
    await user.click(toolbarButton(/上\s*传/));
    const upload = await findDialog('上传文件');
    await waitFor(() => expect(upload).toHaveTextContent('且不超过 20 MB'));
    mockDb().setConfig('ResourceUploadAcceptSize', '2');
    const input = upload.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['a{}'], 'print.css'));
    await toast('print.css 上传失败：上传文件大小超过限制', 'error');
    expect(
      mockDb().tables.siteFiles.filter((f) => f.siteId === '1' && f.path.startsWith('demo_pc/css/blob')),
    ).toHaveLength(0);
  });
});
