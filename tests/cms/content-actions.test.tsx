import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { feedback } from '@/lib/feedback';
import type { CmsContent } from '@/mocks/db';
import { CONTENT_ATTRIBUTE_BITS } from '@/mocks/db/cms-types';

import { mockDb } from '../msw-server';
import {
  catalogOf,
  check,
  chooseInContentPicker,
  contentsOf,
  findFirstRow,
  lastBody,
  openContentPage,
  pickContent,
} from './content-helpers';
import {
  findDialog,
  findRow,
  getButton,
  hasRow,
  isShown,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
  type SeenRequest,
} from '../system/helpers';

setupScreenTests();

const content = (id: string) => mockDb().tables.contents.find((c) => c.contentId === id);

/** `n` contents of the catalog with titles unique on the first page and no top flag. */
function pickContents(alias: string, n: number, where: (c: CmsContent) => boolean = () => true) {
  const rows = contentsOf(alias).slice(0, 20);
  const found = rows.filter(
    (r) => r.topFlag === 0 && where(r) && rows.filter((o) => o.title === r.title).length === 1,
  );
  if (found.length < n) throw new Error(`not ${n} contents in ${alias}`);
  return found.slice(0, n);
}

/** The item of the open (not hidden) dropdown menu labelled `label`. */
async function menuItem(label: string): Promise<HTMLElement> {
  return waitFor(() => {
    const item = [...document.querySelectorAll<HTMLElement>('.ant-dropdown-menu-item')].find(
      (li) => !li.closest('.ant-dropdown-hidden') && li.textContent?.trim() === label,
    );
    if (!item) throw new Error(`no menu item ${label}`);
    return item;
  }, SLOW);
}

/** Opens the "…" menu of a row and clicks `label`. */
async function rowCommand(user: UserEvent, title: string, label: string): Promise<void> {
  await user.click(within(await findRow(title)).getByLabelText('更多'));
  await user.click(await menuItem(label));
}

/** The content ids of the list in display order. */
function listedIds(): string[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="content-list"] tr.ant-table-row')]
    .filter(isShown)
    .map((tr) => tr.dataset.rowKey ?? '');
}

/** The open dialog whose title (not just any label in it) is `title`. */
async function findModal(title: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-title, .ant-modal-confirm-title')]
      .filter((el) => el.textContent === title)
      .map((el) => el.closest<HTMLElement>('.ant-modal'))
      .at(-1);
    if (!found) throw new Error(`no dialog ${title}`);
    return found;
  }, SLOW);
}

const requests = (seen: SeenRequest[], method: string, path: string) =>
  seen.filter((r) => r.method === method && r.path === path);

describe('content list actions', () => {
  it('copies into several catalogs as a mapping and moves into one catalog', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const [source, moved] = pickContents('xhdt', 2) as [CmsContent, CmsContent];
    const hyzx = catalogOf('hyzx');
    const gjzc = catalogOf('gjzc');
    openContentPage('xhdt');
    await findFirstRow(source.title);

    await check(user, await findRow(source.title));
    await user.click(toolbarButton(/^复\s*制$/));
    const dialog = await findDialog('复制内容');
    // Deep copy (1) by default; mapping (2) shares the source's body.
    const radio = (label: string) => within(dialog).getByText(label).closest('label')?.querySelector('input');
    expect(radio('拷贝副本')).toBeChecked();
    await user.click(within(dialog).getByText('映射内容'));
    expect(radio('映射内容')).toBeChecked();
    await user.click(getButton(/选择栏目/, dialog));
    const picker = await findModal('目标栏目');
    const search = within(picker).getByPlaceholderText('输入栏目名称');
    fireEvent.change(search, { target: { value: '行业资讯' } });
    await user.click(await within(picker).findByText('行业资讯'));
    fireEvent.change(search, { target: { value: '国家政策' } });
    await user.click(await within(picker).findByText('国家政策'));
    await user.click(getButton(/确\s*定/, picker));
    // The chosen catalogs show as tags before the copy is sent.
    await waitFor(() => expect(within(dialog).getByText('国家政策')).toBeInTheDocument());
    expect(within(dialog).getByText('行业资讯')).toBeInTheDocument();
    await user.click(getButton(/确\s*定/, dialog));

    expect(await lastBody(seen, 'POST', '/cms/content/copy')).toEqual({
      contentIds: [source.contentId],
      catalogIds: [hyzx.catalogId, gjzc.catalogId],
      copyType: 2,
    });
    await toast('复制成功');
    const copies = mockDb().tables.contents.filter((c) => c.copyId === source.contentId);
    expect(copies.map((c) => [c.catalogId, c.copyType, c.status])).toEqual([
      [hyzx.catalogId, 2, '0'],
      [gjzc.catalogId, 2, '0'],
    ]);
    await waitFor(() => expect(screen.queryByText('复制内容')).toBeNull(), SLOW);

    const listsBefore = requests(seen, 'GET', '/cms/content/list').length;
    await check(user, await findRow(moved.title));
    await user.click(toolbarButton(/^移\s*动$/));
    const movePicker = await findDialog('移动内容');
    fireEvent.change(within(movePicker).getByPlaceholderText('输入栏目名称'), {
      target: { value: '国家政策' },
    });
    await user.click(await within(movePicker).findByText('国家政策'));
    await user.click(getButton(/确\s*定/, movePicker));
    expect(await lastBody(seen, 'POST', '/cms/content/move')).toEqual({
      contentIds: [moved.contentId],
      catalogId: gjzc.catalogId,
    });
    await toast('移动成功');
    expect(content(moved.contentId)?.catalogId).toBe(gjzc.catalogId);
    // The list is read again and the moved content has left it.
    await waitFor(() => expect(hasRow(moved.title)).toBe(false), SLOW);
    expect(requests(seen, 'GET', '/cms/content/list').length).toBeGreaterThan(listsBefore);
    expect(hasRow(source.title)).toBe(true);
  });

  it('sorts by a number of rows: positive moves down, negative moves up', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const order = contentsOf('xhdt').map((c) => c.contentId);
    const index = order.findIndex((id, i) => {
      const row = content(id);
      return (
        i >= 2 && row?.topFlag === 0 && contentsOf('xhdt').filter((c) => c.title === row.title).length === 1
      );
    });
    const row = content(order[index] ?? '') as CmsContent;
    openContentPage('xhdt');
    await findFirstRow(row.title);
    expect(listedIds().slice(0, 8)).toEqual(order.slice(0, 8));

    await rowCommand(user, row.title, '排序');
    let dialog = await findDialog('内容排序');
    // The dialog lists the catalog's contents to pick a target from.
    await waitFor(() => expect(lastGet(seen, '/cms/content/list')?.query.get('pageSize')).toBe('10'));
    fireEvent.change(within(dialog).getByLabelText('移动行数'), { target: { value: '2' } });
    await user.click(getButton(/确\s*定/, dialog));
    // Placed before the row three below: it lands two rows down.
    expect(await lastBody(seen, 'POST', '/cms/content/sort')).toEqual({
      contentId: row.contentId,
      targetContentId: order[index + 3],
    });
    await toast('排序成功');
    await waitFor(() => expect(listedIds().indexOf(row.contentId)).toBe(index + 2), SLOW);

    const moved = listedIds();
    await rowCommand(user, row.title, '排序');
    dialog = await findDialog('内容排序');
    fireEvent.change(within(dialog).getByLabelText('移动行数'), { target: { value: '-1' } });
    await user.click(getButton(/确\s*定/, dialog));
    await waitFor(() => expect(requests(seen, 'POST', '/cms/content/sort')).toHaveLength(2));
    expect(await lastBody(seen, 'POST', '/cms/content/sort')).toEqual({
      contentId: row.contentId,
      targetContentId: moved[index + 1],
    });
    await waitFor(() => expect(listedIds().indexOf(row.contentId)).toBe(index + 1), SLOW);
  });

  it('locks and unlocks; a content locked by another user refuses every change but copy', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const [free, taken] = pickContents('xhdt', 2, (c) => c.status === '30') as [CmsContent, CmsContent];
    Object.assign(content(taken.contentId) as CmsContent, { isLock: 'Y', lockUser: 'admin' });
    openContentPage('xhdt', 'editor');
    await findFirstRow(free.title);

    await rowCommand(user, free.title, '锁定');
    await toast('锁定成功');
    expect(requests(seen, 'POST', `/cms/content/lock/${free.contentId}`)).toHaveLength(1);
    expect(content(free.contentId)).toMatchObject({ isLock: 'Y', lockUser: 'editor' });
    await waitFor(
      async () => expect(within(await findRow(free.title)).getByLabelText('已被 editor 锁定')).toBeTruthy(),
      SLOW,
    );

    // The holder may still change it: the menu now offers unlock.
    await rowCommand(user, free.title, '解锁');
    await toast('解锁成功');
    expect(requests(seen, 'POST', `/cms/content/unlock/${free.contentId}`)).toHaveLength(1);
    expect(content(free.contentId)?.isLock).toBe('N');
    await waitFor(
      async () => expect(within(await findRow(free.title)).queryByLabelText(/锁定/)).toBeNull(),
      SLOW,
    );

    // Locked by admin: marked, its row actions say why they are refused, copy stays possible.
    const takenRow = await findRow(taken.title);
    expect(within(takenRow).getByLabelText('已被 admin 锁定')).toBeTruthy();
    expect(within(takenRow).getByText('发布').closest('button')).toBeDisabled();
    await user.click(within(takenRow).getByLabelText('更多'));
    for (const label of ['解锁', '修改', '删除', '下线'])
      expect(await menuItem(label)).toHaveAttribute('aria-disabled', 'true');
    expect((await menuItem('解锁')).querySelector('[title]')).toHaveAttribute('title', '内容已被“admin”锁定');
    expect(await menuItem('复制')).not.toHaveAttribute('aria-disabled', 'true');
    await user.keyboard('{Escape}');

    await check(user, takenRow);
    await user.click(toolbarButton(/^发\s*布$/));
    await toast(`${taken.title}: 内容已被“admin”锁定`, 'warning');
    expect(requests(seen, 'POST', '/cms/content/publish')).toHaveLength(0);
  });

  it("shows a content's operation log, filtered by operator", async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const [row, other] = pickContents('xhdt', 2) as [CmsContent, CmsContent];
    const log = (contentId: string, type: string, operator: string, details: string, logTime: string) =>
      mockDb().tables.contentOpLogs.push({
        logId: mockDb().nextId(),
        siteId: '1',
        contentId,
        type,
        operator,
        operatorType: 'sys_user',
        details,
        logTime,
      });
    log(row.contentId, 'ADD', 'admin', '新建内容', '2026-01-02 09:00:00');
    log(row.contentId, 'LOCK', 'editor', '编辑锁定', '2026-01-03 10:00:00');
    log(row.contentId, 'PUBLISH', 'admin', '发布上线', '2026-01-04 11:00:00');
    log(other.contentId, 'UPDATE', 'admin', '别的内容', '2026-01-05 12:00:00');
    openContentPage('xhdt');
    await findFirstRow(row.title);

    await rowCommand(user, row.title, '操作记录');
    const dialog = await findDialog('操作记录');
    await waitFor(() => expect(within(dialog).getByText('发布上线')).toBeInTheDocument(), SLOW);
    const first = lastGet(seen, '/cms/content/log');
    expect(Object.fromEntries(first?.query ?? [])).toEqual({
      contentId: row.contentId,
      pageNum: '1',
      pageSize: '10',
    });
    // Newest first, only this content's rows.
    const details = () =>
      [...dialog.querySelectorAll('tr.ant-table-row')].map((tr) => tr.lastElementChild?.textContent);
    expect(details()).toEqual(['发布上线', '编辑锁定', '新建内容']);
    expect(within(dialog).queryByText('别的内容')).toBeNull();

    fireEvent.change(within(dialog).getByLabelText('操作人'), { target: { value: 'editor' } });
    await user.click(getButton(/搜\s*索/, dialog));
    await waitFor(() => expect(lastGet(seen, '/cms/content/log')?.query.get('operator')).toBe('editor'));
    await waitFor(() => expect(details()).toEqual(['编辑锁定']), SLOW);
  });

  it('lists related contents, adds some through the content picker and removes one', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const [row] = pickContents('xhdt', 1) as [CmsContent];
    const related = pickContent('hyzx');
    const added = pickContent('tpxw');
    mockDb().tables.contentRelas.push({
      relaId: mockDb().nextId(),
      siteId: '1',
      contentId: row.contentId,
      relaContentId: related.contentId,
    });
    openContentPage('xhdt');
    await findFirstRow(row.title);

    await rowCommand(user, row.title, '相关内容');
    const dialog = await findDialog('相关内容');
    await waitFor(() => expect(within(dialog).getByText(related.title)).toBeInTheDocument(), SLOW);
    expect(lastGet(seen, '/cms/content/rela')?.query.get('contentId')).toBe(row.contentId);

    await user.click(getButton(/新\s*增/, dialog));
    await chooseInContentPicker(user, '图片新闻', added.title);
    const post = await waitFor(() => {
      const found = requests(seen, 'POST', '/cms/content/rela').at(-1);
      if (!found?.body) throw new Error('not sent');
      return found;
    }, SLOW);
    expect(post.query.get('contentId')).toBe(row.contentId);
    expect(JSON.parse(post.body)).toEqual([added.contentId]);
    await toast('添加成功');
    await waitFor(() => expect(within(dialog).getByText(added.title)).toBeInTheDocument(), SLOW);

    await check(user, within(dialog).getByText(related.title).closest('tr') as HTMLElement);
    await user.click(getButton(/删\s*除/, dialog));
    const del = await waitFor(() => {
      const found = requests(seen, 'DELETE', '/cms/content/rela').at(-1);
      if (!found?.body) throw new Error('not sent');
      return found;
    }, SLOW);
    expect(del.query.get('contentId')).toBe(row.contentId);
    expect(JSON.parse(del.body)).toEqual([related.contentId]);
    await toast('删除成功');
    await waitFor(() => expect(within(dialog).queryByText(related.title)).toBeNull(), SLOW);
    expect(within(dialog).getByText(added.title)).toBeInTheDocument();
    expect(mockDb().tables.contentRelas.map((r) => r.relaContentId)).toEqual([added.contentId]);
  });

  it('cancels top, toggles hot, archives offline content only, pushes published content and builds the index', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const topped = contentsOf('xhdt')[0] as CmsContent;
    expect(topped.topFlag).toBeGreaterThan(0);
    const [hot] = pickContents('xhdt', 1, (c) => (c.attributes & CONTENT_ATTRIBUTE_BITS.hot) === 0) as [
      CmsContent,
    ];
    const published = pickContent('xhdt', '30');
    const offline = pickContent('xhdt', '40');
    openContentPage('xhdt');
    await findFirstRow(topped.title);

    // Cancel top: the marker goes and the content falls back among the others.
    expect(within(await findRow(topped.title)).getByLabelText('置顶')).toBeTruthy();
    await rowCommand(user, topped.title, '取消置顶');
    expect(await lastBody(seen, 'POST', '/cms/content/cancel_top')).toEqual([topped.contentId]);
    await toast('操作成功');
    await waitFor(() => expect(listedIds()[0]).not.toBe(topped.contentId), SLOW);
    expect(content(topped.contentId)?.topFlag).toBe(0);

    await rowCommand(user, hot.title, '热点');
    expect(await lastBody(seen, 'POST', '/cms/content/attr')).toEqual({
      contentIds: [hot.contentId],
      attr: 'hot',
    });
    await waitFor(
      async () => expect(within(await findRow(hot.title)).getByLabelText('热点')).toBeTruthy(),
      SLOW,
    );
    await rowCommand(user, hot.title, '取消热点');
    expect(await lastBody(seen, 'DELETE', '/cms/content/attr')).toEqual({
      contentIds: [hot.contentId],
      attr: 'hot',
    });
    await waitFor(
      async () => expect(within(await findRow(hot.title)).queryByLabelText('热点')).toBeNull(),
      SLOW,
    );

    // Archive: only offline contents; the published one says why.
    await user.click(within(await findRow(published.title)).getByLabelText('更多'));
    const refused = await menuItem('归档');
    expect(refused).toHaveAttribute('aria-disabled', 'true');
    expect(refused.querySelector('[title]')).toHaveAttribute('title', '只有已下线的内容可以归档');
    await user.keyboard('{Escape}');
    await user.click(within(await findRow(offline.title)).getByLabelText('更多'));
    // Only a published content can be pushed to the search engine.
    const noPush = await menuItem('推送到百度');
    expect(noPush).toHaveAttribute('aria-disabled', 'true');
    expect(noPush.querySelector('[title]')).toHaveAttribute('title', '只有已发布的内容可以推送');
    await user.click(await menuItem('归档'));
    expect(await lastBody(seen, 'POST', '/cms/content/archive')).toEqual([offline.contentId]);
    await toast('归档成功');

    await rowCommand(user, published.title, '推送到百度');
    expect(await lastBody(seen, 'POST', '/cms/seo/baidu_push')).toEqual([published.contentId]);
    const pushed = await findModal('推送到百度');
    expect(pushed).toHaveTextContent('【pc】成功 1 条，剩余 2999 条');
    expect(pushed).toHaveTextContent('【h5】成功 1 条，剩余 2999 条');
    await user.click(getButton(/确\s*定|知道了|OK/, pushed));

    const successes = () => vi.mocked(feedback.success).mock.calls.filter(([m]) => m === '操作成功').length;
    const before = successes();
    await rowCommand(user, published.title, '生成索引');
    await waitFor(() => expect(successes()).toBe(before + 1), SLOW);
    expect(requests(seen, 'POST', `/cms/search/build/${published.contentId}`)).toHaveLength(1);
  });
});
