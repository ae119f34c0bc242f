import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { setupScreenTests, SLOW } from '../system/helpers';

setupScreenTests();

function frame(): HTMLIFrameElement {
  const found = screen.getByTitle<HTMLIFrameElement>('页面预览');
  return found;
}

describe('CMS preview', () => {
  it('frames the server-rendered page of the first publish pipe, sandboxed, and switches pipe and device', async () => {
    const content = mockDb().tables.contents.find((c) => c.siteId === '1' && c.contentType === 'article');
    if (!content) throw new Error('no article');
    const user = userEvent.setup();
    renderSignedIn(`/cms/preview?type=content&dataId=${content.contentId}`);
    await waitFor(() => expect(frame().getAttribute('src')).toContain('pp=pc'), SLOW);
    const src = new URL(frame().src, window.location.origin);
    expect(src.pathname).toBe(`/prod-api/cms/preview/content/${content.contentId}`);
    expect(src.searchParams.get('Authorization')).toMatch(/^Bearer \S+/);
    // Scripts may run, but not with the console's origin.
    expect(frame().getAttribute('sandbox')).not.toContain('allow-same-origin');

    // The page the frame loads is the content's own.
    const html = await (await fetch(src)).text();
    expect(html).toContain(content.title);

    await user.click(screen.getByRole('combobox', { name: '发布通道' }));
    await user.click(await screen.findByTitle('移动端'));
    await waitFor(() => expect(frame().getAttribute('src')).toContain('pp=h5'));
    await user.click(within(screen.getByTestId('cms-preview')).getByText('手机'));
    expect(frame().style.width).toBe('375px');
  });

  it('refuses an address without a type or id', async () => {
    renderSignedIn('/cms/preview?type=nothing&dataId=1');
    expect(await screen.findByText('预览地址缺少类型或数据ID', {}, SLOW)).toBeInTheDocument();
  });
});
