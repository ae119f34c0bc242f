import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { sentBodies } from './helpers';
import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  clickRowAction,
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

const OK = /确\s*定/;

describe('search screens', () => {
  it('search dictionary: pageNum paging, several words split on real line breaks, analyzer tokens as tags', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/dictWord');
    expect(await findRow('全过程咨询')).toBeInTheDocument();
    const list = lastGet(seen, '/search/dict');
    expect(list?.query.get('pageNum')).toBe('1');
    expect(list?.query.has('pageNo')).toBe(false);

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加字典新词');
    await user.type(
      within(dialog).getByPlaceholderText('每行一个'),
      '乡村振兴{Enter} 碳中和 {Enter}乡村振兴{Enter}{Enter}a/n b',
    );
    await user.click(getButton(OK, dialog));
    await toast('新增成功');
    expect(sentBodies(seen, 'POST', '/search/dict')).toEqual([
      { wordType: 'WORD', words: ['乡村振兴', '碳中和', 'a/n b'] },
    ]);
    expect(await findRow('碳中和')).toBeInTheDocument();

    await user.click(toolbarButton(/分词测试/));
    const analyze = await findDialog('分词测试');
    await user.type(within(analyze).getByLabelText('文本'), '全过程工程咨询的报告');
    await user.click(getButton(/测\s*试/, analyze));
    const result = await screen.findByTestId('analyze-result', {}, SLOW);
    const tags = [...result.querySelectorAll('.ant-tag')].map((tag) => tag.textContent);
    // The stop word 的 is dropped; 工程咨询 is one word.
    expect(tags).toEqual(['全过程', '工程咨询', '报告']);
    expect(sentBodies(seen, 'POST', '/search/dict/analyze')).toEqual([
      { type: 'ik_smart', text: '全过程工程咨询的报告' },
    ]);
  });

  it('query statistics: 50 a page, trend over a range, cancel top, add to the stop words; the log deletes', async () => {
    const db = mockDb();
    const topped = db.tables.searchWords.find((w) => w.source === '1' && w.word === '年会');
    if (!topped) throw new Error('no seeded word');
    Object.assign(topped, { topFlag: Date.now(), topDate: '2099-01-01 00:00:00' });
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/searchWord');
    const row = await findRow('年会');
    expect(lastGet(seen, '/cms/search/word')?.query.get('pageSize')).toBe('50');
    // Topped words come first.
    expect(row.parentElement?.querySelector('tr.ant-table-row')).toBe(row);

    await clickRowAction(user, row, /趋\s*势/);
    const trend = await findDialog('搜索趋势');
    const total = db.tables.searchLogs.filter(
      (l) =>
        l.word === '年会' &&
        l.source === '1' &&
        Date.parse(l.logTime.replace(' ', 'T')) > Date.now() - 7 * 86_400_000,
    ).length;
    await within(trend).findByLabelText(`“年会”每小时的搜索次数: ${total}`, {}, SLOW);
    const request = lastGet(seen, '/search/word/trend');
    expect(request?.query.get('wordId')).toBe(topped.wordId);
    expect(request?.query.get('beginTime')).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    await user.click(getButton(/Close|关闭/, trend));

    await clickRowAction(user, row, /取消置顶/);
    await toast('操作成功');
    expect(sentBodies(seen, 'PUT', '/search/word/cancel_top')).toEqual([[topped.wordId]]);
    await waitFor(() => expect(topped.topFlag).toBe(0));

    await clickRowAction(user, await findRow('年会'), /添加到停用词/);
    await confirmPopup(user, '年会');
    await toast('操作成功');
    expect(sentBodies(seen, 'POST', '/search/dict')).toEqual([{ wordType: 'STOP', words: ['年会'] }]);

    await user.click(
      document.querySelector('.ant-tabs-tab[data-node-key="searchLog"] .ant-tabs-tab-btn') as HTMLElement,
    );
    await waitFor(() => expect(lastGet(seen, '/cms/search/log')).toBeDefined(), SLOW);
    const log = lastGet(seen, '/cms/search/log');
    expect(log?.query.get('pageNum')).toBe('1');
    expect(log?.query.has('pageNo')).toBe(false);
    await user.type(within(searchForm()).getByPlaceholderText('输入搜索词查询'), 'BIM');
    await user.click(getButton(/搜\s*索/, searchForm()));
    // The search has applied once every row on show is a BIM query. A row checked before that belongs
    // to the old page, whose selection goes with it (the kit clears it when the filters change).
    await waitFor(() => {
      const rows = [...document.querySelectorAll('[data-testid="search-log-list"] tr.ant-table-row')];
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => row.textContent?.includes('BIM'))).toBe(true);
    }, SLOW);
    const first = db.tables.searchLogs.find((l) => l.source === '1' && l.word === 'BIM');
    const logRow = await findRow(first?.ip ?? '');
    await user.click(logRow.querySelector('input[type="checkbox"]') as HTMLElement);
    await user.click(toolbarButton(/删\s*除/));
    await confirmPopup(user);
    await toast('删除成功');
    expect(sentBodies(seen, 'DELETE', '/search/log')).toEqual([[first?.logId]]);
  });

  it('content index: highlight markup through the sanitiser, details, and the rebuild task failing then succeeding', async () => {
    const db = mockDb();
    const article = db.tables.contents.find((c) => c.siteId === '1' && c.status === '30');
    if (!article) throw new Error('no published content');
    article.title = '稀有词<img src=x onerror="alert(1)">年报';
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/search/index');
    await waitFor(() => searchForm(), SLOW);
    await user.type(within(searchForm()).getByPlaceholderText('输入搜索词'), '稀有词');
    await user.click(within(searchForm()).getByText('仅匹配标题'));
    await user.click(getButton(/搜\s*索/, searchForm()));
    const row = await findRow(article.contentId);
    const request = lastGet(seen, '/cms/search/contents');
    expect(request?.query.get('query')).toBe('稀有词');
    expect(request?.query.get('onlyTitle')).toBe('true');
    expect(request?.query.get('pageSize')).toBe('10');
    const title = row.querySelector('.search-index-title');
    expect(title?.querySelector('font[color="red"]')?.textContent).toBe('稀有词');
    expect(title?.querySelector('img')?.getAttribute('onerror')).toBeNull();

    await clickRowAction(user, row, /详\s*情/);
    const details = await findDialog('索引详情');
    expect(within(details).getByText('catalogName')).toBeInTheDocument();
    expect(details.querySelector('img[onerror]')).toBeNull();

    db.tables.searchEngine.down = true;
    await user.click(toolbarButton(/重建全站索引/));
    await confirmPopup(user);
    const progress = await screen.findByTestId('async-task-dialog', {}, SLOW);
    db.advanceTime(10_000);
    await within(progress).findByText('Connection refused: Elasticsearch localhost:9200', {}, SLOW);
    await user.click(getButton(/关\s*闭/, progress.closest('.ant-modal') as HTMLElement));

    db.tables.searchEngine.down = false;
    await clickRowAction(user, row, /删\s*除/);
    await confirmPopup(user);
    await toast('删除成功');
    expect(sentBodies(seen, 'DELETE', '/cms/search/contents')).toEqual([[article.contentId]]);
    expect(db.tables.searchIndexRemoved).toContain(article.contentId);
    await user.click(toolbarButton(/重建全站索引/));
    await confirmPopup(user);
    db.advanceTime(10_000);
    await toast('任务执行成功');
    await waitFor(() => expect(db.tables.searchIndexRemoved).not.toContain(article.contentId));
    expect(await findRow(article.contentId)).toBeInTheDocument();
  });
});
