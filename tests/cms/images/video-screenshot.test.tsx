import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import { findDialog, getButton, recordRequests, setupScreenTests, SLOW, toast } from '../../system/helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 60_000 });

afterEach(() => localStorage.clear());

describe('video cover screenshot', () => {
  it('sends the video path and the time point, and the new image becomes the item cover', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const content = mockDb().tables.contents.find(
      (c) => c.siteId === '1' && c.contentType === 'video' && c.status !== '30',
    );
    if (!content) throw new Error('no video content');
    const video = mockDb().tables.videos.find((v) => v.contentId === content.contentId);
    renderSignedIn(`/cms/content/editor?type=video&catalogId=${content.catalogId}&id=${content.contentId}`);
    await user.click(await screen.findByRole('button', { name: /截取封面/ }, { timeout: 45_000 }));
    const dialog = await findDialog('视频封面截图');
    const time = within(dialog).getByLabelText('时间点（单位：秒）');
    await user.clear(time);
    await user.type(time, '12');
    await user.click(getButton(/设为封面/, dialog));
    await toast('已截取封面');
    const request = await waitFor(() => {
      const found = seen.filter((r) => r.method === 'POST' && r.path === '/cms/video/screenshot').at(-1);
      if (!found?.body) throw new Error('no screenshot yet');
      return found;
    }, SLOW);
    expect(JSON.parse(request.body)).toEqual({ path: video?.path, timestamp: 12 });
    const shot = mockDb().tables.resources.at(-1);
    expect(shot?.resourceType).toBe('image');
    // The item's player now shows the new cover.
    await waitFor(() =>
      expect(document.querySelector('video[poster]')?.getAttribute('poster')).toContain(shot?.path ?? '-'),
    );
  });
});
