import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { advertisementApi } from '@/api/cms/advertisement';

import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import { getButton, recordRequests, setupScreenTests, SLOW } from '../../system/helpers';

setupScreenTests();

describe('ad editor dates', () => {
  it('refuses an offline date before the online date: the rule shows and nothing is sent; the server refuses it too', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const ad = mockDb().tables.advertisements.find((a) => a.siteId === '1');
    if (!ad) throw new Error('seeded ad');
    renderSignedIn(`/cms/ad/editor?adSpaceId=${ad.adSpaceId}&id=${ad.advertisementId}`);
    await screen.findByTestId('ad-editor', {}, { timeout: 90_000 });
    // The form is mounted afresh once the ad has loaded: look the fields up each time.
    const editor = () => screen.getByTestId('ad-editor');
    const offline = () => within(editor()).getByLabelText('下线时间');
    await waitFor(() => expect(offline()).toHaveValue(ad.offlineDate), SLOW);
    const online = ad.onlineDate;
    // A year before the online date.
    const before = `${String(Number(online.slice(0, 4)) - 1)}${online.slice(4)}`;
    await user.clear(offline());
    await user.type(offline(), `${before}{Enter}`);
    await waitFor(() => expect(offline()).toHaveValue(before));
    await user.click(getButton(/保\s*存/));
    expect(await within(editor()).findByText('下线时间必须晚于上线时间', {}, SLOW)).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT' && r.path === '/cms/advertisement')).toBe(false);

    const loaded = await advertisementApi.get(ad.advertisementId);
    await expect(advertisementApi.update({ ...loaded, offlineDate: before })).rejects.toThrow();
    expect(
      mockDb().tables.advertisements.find((a) => a.advertisementId === ad.advertisementId)?.offlineDate,
    ).toBe(ad.offlineDate);
  });
});
