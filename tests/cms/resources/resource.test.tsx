import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb, mockLogin, server } from '../../msw-server';
import { currentPath, renderSignedIn } from '../../render-app';
import {
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  lastGet,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 60_000 });

/** jsdom's XHR drops the file name of multipart parts, so uploads are answered here (sizes recorded). */
function stubUploads() {
  const sizes: number[] = [];
  server.use(
    http.post('*/prod-api/cms/resource/upload', async ({ request }) => {
      const file = (await request.formData()).get('file') as File;
      sizes.push(file.size);
      return HttpResponse.json({
        code: 200,
        msg: 'SUCCESS',
        data: { resourceId: String(9000 + sizes.length), name: 'x' },
      });
    }),
  );
  return sizes;
}

const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });
const resourcesOfSite1 = () => mockDb().tables.resources.filter((r) => r.siteId === '1');

describe('resource library', () => {
  it('switches grid and table in the URL, searches, uploads several files with refusals, edits and deletes', async () => {
    const seen = recordRequests();
    const sizes = stubUploads();
    mockDb().setConfig('ResourceUploadAcceptSize', '1000');
    const user = userEvent.setup();
    setCurrentSiteId('1');
    renderSignedIn('/configs/resource?view=grid');
    const grid = await screen.findByTestId('resource-grid', {}, SLOW);
    const card = await waitFor(() => {
      const found = grid.querySelector<HTMLElement>('[data-resource-id]');
      if (!found) throw new Error('no card yet');
      return found;
    }, SLOW);
    const first = resourcesOfSite1().find((r) => r.resourceId === card.dataset.resourceId);
    expect(within(card).getByText(first?.name ?? '-')).toBeInTheDocument();
    expect(lastGet(seen, '/cms/resource')?.query.get('pageSize')).toBe('15');

    await user.click(screen.getByText('列表'));
    await waitFor(() => expect(currentPath()).toContain('view=table'));
    expect(await findRow(first?.name ?? '')).toBeInTheDocument();
    await user.click(within(searchForm()).getByLabelText('类型'));
    await user.click(await screen.findByText('图片', { selector: '.ant-select-item-option-content' }));
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(lastGet(seen, '/cms/resource')?.query.get('resourceType')).toBe('image'));
    expect(currentPath()).toContain('view=table');

    await user.click(toolbarButton(/上传资源/));
    const dialog = await findDialog('上传资源');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [png('a.png', 100), png('b.png', 200), png('big.png', 5000), png('c.exe', 10)]);
    await toast('“big.png”超过大小限制 1000 bytes', 'error');
    await toast('“c.exe”的文件类型不支持上传', 'error');
    await waitFor(() => expect(sizes.sort()).toEqual([100, 200]));
    await waitFor(() => expect(within(dialog).getAllByText(/^[ab]\.png$/)).toHaveLength(2));
    await user.click(getButton(/确\s*定/, dialog));
    await toast('已上传 2 个文件');

    const rowKey = await waitFor(() => {
      const key = document.querySelector<HTMLElement>('tr.ant-table-row[data-row-key]')?.dataset.rowKey;
      if (!key) throw new Error('no row yet');
      return key;
    }, SLOW);
    const target = resourcesOfSite1().find((r) => r.resourceId === rowKey);
    expect(target?.resourceType).toBe('image');
    await user.click(getButton(/修\s*改/, await findRow(target?.name ?? '')));
    const edit = await findDialog('编辑资源');
    await waitFor(() => expect(within(edit).getByLabelText('资源名称')).toHaveValue(target?.name));
    await user.click(getButton(/确\s*定/, edit));
    expect(await within(edit).findByText('请选择文件', {}, SLOW)).toBeInTheDocument();

    await user.click(getButton(/删\s*除/, await findRow(target?.name ?? '')));
    await confirmPopup(user, `“${target?.resourceId}”`);
    await toast('删除成功');
    expect(resourcesOfSite1().some((r) => r.resourceId === target?.resourceId)).toBe(false);
  });

  it('is refused by the mock without cms:resource:view', async () => {
    const token = mockLogin('test');
    const res = await fetch('http://localhost/prod-api/cms/resource?pageNum=1&pageSize=15', {
      headers: { Authorization: `Bearer ${token}`, CurrentSite: '1' },
    });
    expect(((await res.json()) as { code: number }).code).toBe(403);
  });
});
