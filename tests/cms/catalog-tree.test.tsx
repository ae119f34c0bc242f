import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { AppProviders } from '@/app/App';
import { createQueryClient } from '@/app/query-client';
import { CatalogPickerDialog, CatalogTree, type CatalogTreeNode } from '@/components/cms/catalog-tree';
import { setCurrentSiteId } from '@/lib/auth/current-site';
import { setToken } from '@/lib/auth/token';
import { feedback } from '@/lib/feedback';
import { useCurrentSite } from '@/stores/current-site';

import { mockLogin } from '../msw-server';
import { recordRequests, setupScreenTests, SLOW } from '../system/helpers';
import { TestStyles } from '../test-styles';

setupScreenTests();

beforeEach(() => {
  localStorage.clear();
  setCurrentSiteId('1');
  useCurrentSite.setState({ site: undefined, version: 0 });
});

function renderAs(ui: ReactNode, userName = 'admin') {
  setToken(mockLogin(userName));
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <Suspense fallback="loading">{ui}</Suspense>
      </MemoryRouter>
    </AppProviders>,
    { wrapper: TestStyles },
  );
}

describe('CatalogTree', () => {
  it("shows the current site's catalogs under the site name, filters and remembers the selection", async () => {
    const seen = recordRequests();
    const onSelect = vi.fn();
    const view = renderAs(<CatalogTree onSelect={onSelect} rememberKey="test-catalog" />);
    expect(await screen.findByText('栗子演示站', {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('新闻中心')).toBeInTheDocument();
    expect(screen.getByText('会员系统')).toBeInTheDocument();
    expect(screen.queryByText('协会动态')).toBeNull();
    const call = seen.find((r) => r.path === '/cms/catalog/treeData');
    expect(call?.query.get('disableLink')).toBe('false');

    await userEvent.type(screen.getByPlaceholderText('输入栏目名称'), '2026');
    expect(await screen.findByText('2026年通知')).toBeInTheDocument();
    expect(screen.queryByText('政策法规')).toBeNull();
    await userEvent.click(screen.getByText('2026年通知'));
    expect(onSelect).toHaveBeenLastCalledWith(
      expect.any(String),
      expect.objectContaining({ label: '2026年通知' }),
    );
    const picked = (onSelect.mock.lastCall as [string])[0];
    expect(JSON.parse(localStorage.getItem('test-catalog') ?? '{}')).toEqual({ '1': picked });

    view.unmount();
    const again = vi.fn();
    renderAs(<CatalogTree onSelect={again} rememberKey="test-catalog" />);
    await waitFor(
      () => expect(again).toHaveBeenCalledWith(picked, expect.objectContaining({ label: '2026年通知' })),
      SLOW,
    );

    await userEvent.click(screen.getByTestId('catalog-tree-root'));
    expect(again).toHaveBeenLastCalledWith(undefined);
    expect(JSON.parse(localStorage.getItem('test-catalog') ?? '{}')).toEqual({});
  });

  it('follows the current site and the user’s Catalog:View grants', async () => {
    const seen = recordRequests();
    setCurrentSiteId('2');
    renderAs(<CatalogTree onSelect={() => undefined} />);
    expect(await screen.findByText('Gallery', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('新闻中心')).toBeNull();
    expect(seen.find((r) => r.path === '/cms/catalog/treeData')?.headers.get('CurrentSite')).toBe('2');
    act(() => useCurrentSite.getState().setSite({ siteId: '1', siteName: '栗子演示站' }));
    expect(await screen.findByText('新闻中心', {}, SLOW)).toBeInTheDocument();
  });

  it('hides catalogs the editor may not view', async () => {
    renderAs(<CatalogTree onSelect={() => undefined} />, 'editor');
    expect(await screen.findByText('新闻中心', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByText('关于我们')).toBeNull();
  });
});

describe('CatalogPickerDialog', () => {
  it('asks for the tree only once it is opened, and once per opening', async () => {
    const seen = recordRequests();
    const trees = () => seen.filter((r) => r.path === '/cms/catalog/treeData');
    function Host() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            pick
          </button>
          <CatalogPickerDialog
            open={open}
            disableLink
            onOk={() => undefined}
            onCancel={() => setOpen(false)}
          />
        </>
      );
    }
    renderAs(<Host />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(trees()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'pick' }));
    const dialog = (await screen.findByText('选择栏目', {}, SLOW)).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('图片新闻');
    expect(trees()).toHaveLength(1);
    expect(trees()[0]?.query.get('disableLink')).toBe('true');

    await userEvent.click(within(dialog).getByRole('button', { name: /取\s*消|Cancel/ }));
    await userEvent.click(screen.getByRole('button', { name: 'pick' }));
    await waitFor(() => expect(trees()).toHaveLength(2));
  });

  it('warns when nothing is picked and answers the checked catalogs', async () => {
    const onOk = vi.fn<(nodes: CatalogTreeNode[]) => void>();
    renderAs(<CatalogPickerDialog open multiple disableLink onOk={onOk} onCancel={() => undefined} />);
    const dialog = (await screen.findByText('选择栏目', {}, SLOW)).closest('.ant-modal') as HTMLElement;
    await within(dialog).findByText('图片新闻');
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(feedback.warning).toHaveBeenCalledWith('请先选择一个栏目');
    // Link catalogs cannot be picked.
    const link = within(dialog).getByText('会员系统').closest('.ant-tree-treenode');
    expect(link).toHaveClass('ant-tree-treenode-disabled');
    await userEvent.click(within(dialog).getByText('图片新闻'));
    await userEvent.click(within(dialog).getByText('视频中心'));
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onOk).toHaveBeenCalled());
    expect(onOk.mock.calls[0]?.[0].map((n) => n.label)).toEqual(['图片新闻', '视频中心']);
  });
});
