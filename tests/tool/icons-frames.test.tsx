import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { ICON_NAMES } from '@/components/icons';

import { renderSignedIn } from '../render-app';
import { setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();

describe('icons preview', () => {
  it('shows every icon, filters by name and copies a name on click', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderSignedIn('/tool/icons');
    const grid = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-testid="icon-grid"]');
      if (!found) throw new Error('no grid');
      return found;
    }, SLOW);
    expect(within(grid).getAllByRole('button')).toHaveLength(ICON_NAMES.length);
    await user.type(document.querySelector('input[aria-label="搜索图标名称"]') as HTMLElement, 'monit');
    await waitFor(() => expect(within(grid).getAllByRole('button').length).toBeLessThan(ICON_NAMES.length));
    await user.click(within(grid).getByTitle('monitor'));
    expect(writeText).toHaveBeenCalledWith('monitor');
    await toast('已复制：monitor');
  });
});

describe('embedded frames', () => {
  it('opens the database monitor in a sandboxed frame with an open-in-new-tab link', async () => {
    renderSignedIn('/monitor/druid');
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[title="Druid"]');
      if (!found) throw new Error('no frame');
      return found;
    }, SLOW);
    expect(frame.getAttribute('src')).toBe('/prod-api/druid/index.html');
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts');
    const link = document.querySelector<HTMLAnchorElement>('a[href="/prod-api/druid/index.html"]');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveTextContent('在新标签页中打开');
    // The mock answers the embedded page.
    const page = await fetch('http://localhost/prod-api/druid/index.html');
    expect(await page.text()).toContain('Druid Monitor');
  });
});
