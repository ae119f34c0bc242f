import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import { saveAs } from '../save-as-spy';
import { getButton, lastGet, recordRequests, setupScreenTests, SLOW } from '../system/helpers';

setupScreenTests();

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Clicks an entry of the statistics menu tree. */
async function openEntry(user: ReturnType<typeof userEvent.setup>, label: string) {
  const tree = await screen.findByRole('navigation', { name: '统计菜单' }, SLOW);
  await user.click(within(tree).getByText(label));
}

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('statistics', () => {
  it('opens the preferred entry, reads the Baidu reports with their own parameter names, toggles a chart to its table and exports it', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/statistics');
    const trendCard = await screen.findByTestId('stat-visit-trend', {}, SLOW);
    await within(trendCard).findByRole('img', { name: /^31 天的浏览量/ }, SLOW);
    expect(lastGet(seen, '/stat/menu/tree')).toBeDefined();
    for (const report of ['trendOverview', 'districtOverview', 'otherOverview']) {
      const query = lastGet(seen, `/cms/stat/baidu/${report}`)?.query;
      expect(query?.get('bdSiteId')).toBe('19283746');
      expect(query?.get('startDate')).toMatch(DATE_TIME);
      expect(query?.get('endDate')).toMatch(DATE_TIME);
    }
    // KPI tiles sum the days of the trend.
    const trend = await (
      await fetch(
        `/prod-api/cms/stat/baidu/trendOverview?${lastGet(seen, '/cms/stat/baidu/trendOverview')?.query.toString()}`,
        { headers: lastGet(seen, '/cms/stat/baidu/trendOverview')?.headers },
      )
    ).json();
    const pv = (trend.data.datas.pv_count as number[]).reduce((a, b) => a + b, 0);
    expect(within(screen.getByTestId('stat-kpis')).getByText(pv.toLocaleString('en-US'))).toBeInTheDocument();

    await user.click(within(trendCard).getByText('表格'));
    expect(within(trendCard).queryByRole('img', { name: /天的浏览量/ })).toBeNull();
    const dayRows = trendCard.querySelectorAll('tbody tr.ant-table-row');
    expect(dayRows).toHaveLength(31);
    await user.click(getButton(/导出CSV/, trendCard));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    const [blob, fileName] = saveAs.mock.calls[0] as [Blob, string];
    expect(fileName).toBe('baidu-visit-trend.csv');
    const lines = (await blobText(blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('日期,浏览量（PV）,访客数（UV）,IP数,平均访问时长(秒)');
    expect(lines).toHaveLength(32);

    // Trend analysis: `siteId`, the granularity and the compared metrics.
    await openEntry(user, '趋势分析');
    expect(currentPath()).toBe('/statistics?menu=BdSiteTimeTrend');
    const timeCard = await screen.findByTestId('stat-time-trend', {}, SLOW);
    await waitFor(() => expect(lastGet(seen, '/cms/stat/baidu/timeTrend')).toBeDefined(), SLOW);
    let query = lastGet(seen, '/cms/stat/baidu/timeTrend')?.query;
    expect(query?.get('siteId')).toBe('19283746');
    expect(query?.get('gran')).toBe('day');
    expect(query?.get('metrics')).toBe('pv_count,visitor_count,ip_count');
    expect(query?.has('bdSiteId')).toBe(false);
    await user.click(screen.getByText('按周'));
    await user.click(screen.getByText('访问次数', { selector: '.ant-checkbox-label, span' }));
    await user.click(getButton(/搜\s*索/, screen.getByTestId('stat-baidu-trend')));
    await waitFor(() => expect(lastGet(seen, '/cms/stat/baidu/timeTrend')?.query.get('gran')).toBe('week'));
    query = lastGet(seen, '/cms/stat/baidu/timeTrend')?.query;
    expect(query?.get('metrics')).toBe('pv_count,visitor_count,ip_count,visit_count');
    await within(timeCard).findByRole('img', { name: /浏览量（PV）、访客数（UV）、IP数、访问次数$/ }, SLOW);

    // Visit source: `viewType`, and the device filter once searched.
    await openEntry(user, '访问来源');
    const sourceCard = await screen.findByTestId('stat-source-report', {}, SLOW);
    await waitFor(() => expect(lastGet(seen, '/cms/stat/baidu/sourceAll')).toBeDefined(), SLOW);
    expect(lastGet(seen, '/cms/stat/baidu/sourceAll')?.query.get('viewType')).toBe('type');
    await user.click(screen.getByText('移动设备'));
    await user.click(getButton(/搜\s*索/, screen.getByTestId('stat-baidu-source-all')));
    await waitFor(() =>
      expect(lastGet(seen, '/cms/stat/baidu/sourceAll')?.query.get('clientDevice')).toBe('mobile'),
    );
    await user.click(within(sourceCard).getByText('表格'));
    expect(await within(sourceCard).findByText('搜索引擎')).toBeInTheDocument();
    expect(within(sourceCard).getByText('跳出率')).toBeInTheDocument();
  });

  it('content statistics (the preferred entry): counters sorted as chosen, publish totals per catalog and user; ad statistics mounted', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    // The entry the user chose on the preference page opens first.
    const admin = mockDb().tables.users.find((u) => u.userName === 'admin');
    if (!admin) throw new Error('no admin');
    admin.preferences = { ...admin.preferences, StatIndex: 'ContentDynamicStat' };
    renderSignedIn('/statistics');
    const contents = mockDb().tables.contents.filter((c) => c.siteId === '1');
    const mostViewed = [...contents].sort((a, b) => b.viewCount - a.viewCount)[0];
    const mostLiked = [...contents].sort((a, b) => b.likeCount - a.likeCount)[0];
    if (!mostViewed || !mostLiked) throw new Error('no seeded contents');
    const list = await screen.findByTestId('stat-content-dynamic', {}, SLOW);
    const firstRow = () => list.querySelector('tbody tr.ant-table-row');
    await waitFor(() => expect(firstRow()?.textContent).toContain(mostViewed.title), SLOW);
    let query = lastGet(seen, '/cms/stat/contentDynamicData')?.query;
    expect(query?.get('sorts')).toBe('viewCount#DESC');
    expect(query?.get('pageNum')).toBe('1');
    expect(query?.get('pageSize')).toBe('20');

    await user.click(within(list).getByRole('combobox', { name: '排序' }));
    await user.click(await screen.findByText('点赞数降序', { selector: '.ant-select-item-option-content' }));
    await waitFor(() =>
      expect(lastGet(seen, '/cms/stat/contentDynamicData')?.query.get('sorts')).toBe('likeCount#DESC'),
    );
    await waitFor(() => expect(firstRow()?.textContent).toContain(mostLiked.title), SLOW);
    query = lastGet(seen, '/cms/stat/contentDynamicData')?.query;
    expect(query?.get('pageNum')).toBe('1');

    await openEntry(user, '栏目发布统计');
    const byCatalog = await screen.findByTestId('stat-content-by-catalog', {}, SLOW);
    await user.click(within(byCatalog).getByText('表格'));
    const catalog = mockDb().tables.catalogs.find((c) => c.siteId === '1' && c.parentId === '0');
    if (!catalog) throw new Error('no seeded catalog');
    expect(await within(byCatalog).findByText(catalog.name, {}, SLOW)).toBeInTheDocument();

    await openEntry(user, '用户发布统计');
    const byUser = await screen.findByTestId('stat-content-by-user', {}, SLOW);
    await within(byUser).findByRole('img', { name: '各用户各状态的内容数' }, SLOW);
    expect(lastGet(seen, '/cms/stat/contentStatByUser')).toBeDefined();

    await openEntry(user, '广告综合统计');
    expect(await screen.findByTestId('ad-stat-overview', {}, SLOW)).toBeInTheDocument();
  });

  it('says "No site!" for a site without Baidu Tongji, and the editor without stat:view has no statistics', async () => {
    setCurrentSiteId('2');
    const seen = recordRequests();
    const view = renderSignedIn('/statistics?menu=BdSiteVisitSource');
    expect(await screen.findByText('无可用站点数据', {}, SLOW)).toBeInTheDocument();
    expect(lastGet(seen, '/cms/stat/baidu/sourceAll')).toBeUndefined();
    view.unmount();

    renderSignedIn('/statistics', 'editor');
    expect(await screen.findByTestId('not-found', {}, SLOW)).toBeInTheDocument();
    expect(screen.queryByTestId('stat-page')).toBeNull();
  });
});
