import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { ContentRow } from '@/api/cms/content';
import { refusal } from '@/features/cms/content/list/rules';
import { http } from '@/lib/http';

import { mockDb } from '../msw-server';
import { catalogOf, check, lastBody, openContentPage, pickContent, findFirstRow } from './content-helpers';
import {
  findRow,
  getButton,
  lastGet,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();
// Long multi-step flows on a machine shared with other test runs.
vi.setConfig({ testTimeout: 180_000 });

const content = (id: string) => mockDb().tables.contents.find((c) => c.contentId === id);

describe('content list', () => {
  it('sends the filters and the sort with the contract names', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const row = pickContent('xhdt');
    openContentPage(
      'xhdt',
      'admin',
      '&beginTime=2025-01-01%2000%3A00%3A00&endTime=2027-01-01%2000%3A00%3A00',
    );
    await findFirstRow(row.title);
    const first = lastGet(seen, '/cms/content/list');
    expect(first?.query.get('catalogId')).toBe(catalogOf('xhdt').catalogId);
    expect(first?.query.get('beginTime')).toBe('2025-01-01 00:00:00');
    expect(first?.query.get('endTime')).toBe('2027-01-01 00:00:00');

    await user.type(within(searchForm()).getByLabelText('标题'), row.title.slice(0, 6));
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() =>
      expect(lastGet(seen, '/cms/content/list')?.query.get('title')).toBe(row.title.slice(0, 6)),
    );
    expect(lastGet(seen, '/cms/content/list')?.query.get('pageNum')).toBe('1');

    await user.click(screen.getByLabelText('排序方式'));
    await user.click(await screen.findByText('添加时间降序'));
    await waitFor(() =>
      expect(lastGet(seen, '/cms/content/list')?.query.get('sorts')).toBe('createTime#desc'),
    );
    await user.click(screen.getByLabelText('排序方式'));
    await user.click(await screen.findByText('浏览量降序'));
    await waitFor(() =>
      expect(lastGet(seen, '/cms/content/list')?.query.get('sorts')).toBe('viewCount#desc'),
    );
  });

  it('warns when nothing is selected, then publishes, sets to-publish and takes offline with the right bodies', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const draft = pickContent('xhdt', '0');
    const published = pickContent('xhdt', '30');
    openContentPage('xhdt');
    const draftRow = await findFirstRow(draft.title);

    await user.click(toolbarButton(/^发\s*布$/));
    await toast('请先选择至少一条记录', 'warning');

    await check(user, draftRow);
    await user.click(toolbarButton(/^待发布$/));
    expect(await lastBody(seen, 'POST', '/cms/content/to_publish')).toEqual([draft.contentId]);
    await toast('待发布成功');
    expect(content(draft.contentId)?.status).toBe('20');
    // The status cell now says 待发布 too (besides the row's 待发布 button, now disabled).
    await waitFor(
      async () => expect(within(await findRow(draft.title)).getAllByText('待发布')).toHaveLength(2),
      SLOW,
    );

    await check(user, await findRow(draft.title));
    await user.click(toolbarButton(/^发\s*布$/));
    expect(await lastBody(seen, 'POST', '/cms/content/publish')).toEqual({ contentIds: [draft.contentId] });
    await toast('已加入发布队列');
    expect(content(draft.contentId)?.status).toBe('30');
    expect(mockDb().tables.publishQueue.length).toBeGreaterThan(0);

    await check(user, await findRow(published.title));
    await user.click(toolbarButton(/^下\s*线$/));
    expect(await lastBody(seen, 'POST', '/cms/content/offline')).toEqual([published.contentId]);
    await toast('下线成功');
    expect(content(published.contentId)?.status).toBe('40');
  });

  it('toggles recommend, sets top with an end time and refuses to-publish on published content', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const published = pickContent('hyzx', '30');
    openContentPage('hyzx');
    const row = await findFirstRow(published.title);

    // The row button says why it is disabled; the batch explains instead of sending.
    const rowButton = within(row).getByText('待发布').closest('button');
    expect(rowButton).toBeDisabled();
    await check(user, row);
    await user.click(toolbarButton(/^待发布$/));
    await toast(`${published.title}: 已发布的内容需先下线`, 'warning');
    expect(seen.some((r) => r.path === '/cms/content/to_publish')).toBe(false);

    await user.click(toolbarButton(/推\s*荐/));
    await user.click(await screen.findByText('推荐', { selector: '.ant-dropdown-menu-title-content' }));
    expect(await lastBody(seen, 'POST', '/cms/content/attr')).toEqual({
      contentIds: [published.contentId],
      attr: 'recommend',
    });
    await waitFor(() => expect(within(row).getByLabelText('推荐')).toBeInTheDocument(), SLOW);

    await user.click(within(row).getByLabelText('更多'));
    await user.click(await screen.findByText('置顶', { selector: '.ant-dropdown-menu-title-content' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(getButton(/确\s*定|OK/, dialog));
    expect(await lastBody(seen, 'POST', '/cms/content/set_top')).toEqual({
      contentIds: [published.contentId],
    });
    await waitFor(() => expect(content(published.contentId)?.topFlag).toBeGreaterThan(0));
  });

  it('lets the editor delete where permitted but not in 关于我们 (gywm)', async () => {
    const user = userEvent.setup();
    const allowed = pickContent('xhdt');
    openContentPage('xhdt', 'editor');
    const row = await findFirstRow(allowed.title);
    await user.click(within(row).getByLabelText('更多'));
    const del = await screen.findByText('删除', { selector: '.ant-dropdown-menu-title-content' });
    expect(del.closest('li')).not.toHaveAttribute('aria-disabled', 'true');

    // The editor holds no Catalog permission on gywm: the rule refuses and so does the server.
    const gywm = pickContent('gywm');
    const asRow = { ...gywm, topFlag: String(gywm.topFlag), attributes: [] } as unknown as ContentRow;
    const editor = { userName: 'editor', hasPermi: (k: string) => !k.endsWith(`:${gywm.catalogId}`) };
    expect(refusal('delete', asRow, editor)?.reason).toBe('noPermission');
    await expect(http.delete('/cms/content', [gywm.contentId], { silent: true })).rejects.toMatchObject({
      code: 403,
    });
    expect(content(gywm.contentId)).toBeDefined();
  });
});
