import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';

import { AdStatView } from '@/components/cms/ad-stat';

import { renderKit } from '../../components/render-kit';
import { mockDb } from '../../msw-server';
import { findDialog, getButton, lastGet, recordRequests, setupScreenTests, SLOW } from '../../system/helpers';

setupScreenTests();

const view = (menu: 'CmsAdStat' | 'CmsAdClickLog' | 'CmsAdViewLog') =>
  renderKit(
    <Suspense fallback={null}>
      <AdStatView menu={menu} />
    </Suspense>,
  );

describe('ad statistics', () => {
  it('sums clicks and views per ad with the ratio, and opens an ad trend over the last 24 hours', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    view('CmsAdStat');
    const db = mockDb().tables;
    const ad = db.advertisements.find((a) => a.siteId === '1' && a.state === '0');
    if (!ad) throw new Error('seed has an enabled ad');
    const stats = db.adHourStats.filter((s) => s.advertisementId === ad.advertisementId);
    const click = stats.reduce((n, s) => n + s.click, 0);
    const viewSum = stats.reduce((n, s) => n + s.view, 0);
    const cell = await screen.findByText(ad.name, {}, SLOW);
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText(String(click))).toBeInTheDocument();
    expect(within(row).getByText(String(viewSum))).toBeInTheDocument();
    expect(within(row).getByText(`${((click / viewSum) * 100).toFixed(2)}%`)).toBeInTheDocument();
    // Site 2's ads are not the current site's.
    expect(screen.queryByText('Autumn banner')).not.toBeInTheDocument();

    await user.click(getButton(/趋\s*势/, row));
    const dialog = await findDialog('趋势图');
    await within(dialog).findByRole('img', { name: `${ad.name}的点击与展现趋势` }, SLOW);
    const chart = lastGet(seen, '/cms/ad/stat/chart');
    expect(chart?.query.get('advertisementId')).toBe(ad.advertisementId);
    const begin = Date.parse(String(chart?.query.get('beginTime')).replace(' ', 'T'));
    const end = Date.parse(String(chart?.query.get('endTime')).replace(' ', 'T'));
    expect(end - begin).toBe(24 * 3_600_000);
  });

  it('lists click logs fifty a page, newest first', async () => {
    const seen = recordRequests();
    view('CmsAdClickLog');
    const newest = mockDb()
      .tables.adClickLogs.filter((l) => l.siteId === '1')
      .sort((a, b) => b.evtTime.localeCompare(a.evtTime))[0];
    await screen.findByText(String(newest?.evtTime), {}, SLOW);
    await waitFor(() => expect(lastGet(seen, '/cms/ad/stat/click')?.query.get('pageSize')).toBe('50'));
    expect(screen.getAllByText(String(newest?.ip)).length).toBeGreaterThan(0);
  });
});
