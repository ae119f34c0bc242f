import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { RouteProgress } from '@/app/routing/RouteProgress';
import { trackScreenCodeWait } from '@/app/routing/screen-code-wait';

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <RouteProgress /> }], { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, bar: () => view.container.querySelector('.route-progress') };
}

describe('the route change bar', () => {
  it('stays off on the page the app opened on, and restarts on every route change', async () => {
    const { router, bar } = renderAt('/index');
    expect(bar()).toBeNull();
    await act(() => router.navigate('/system/user'));
    const first = bar();
    expect(first).not.toBeNull();
    expect(first).toHaveAttribute('aria-hidden', 'true');
    await act(() => router.navigate('/system/role'));
    // A new element per path: its CSS animation runs again from the start.
    expect(bar()).not.toBe(first);
  });

  it('shows a screen waiting for its code, then finishes when the screen commits', async () => {
    const { router, bar } = renderAt('/index');
    let arrive: () => void = () => undefined;
    await act(async () => trackScreenCodeWait(new Promise<void>((resolve) => (arrive = resolve))));
    // At once, on the page the app opened on: the screen shown stays until the next one can render.
    expect(bar()).toHaveClass('is-waiting');
    expect(bar()).not.toHaveClass('is-settling');
    await act(async () => arrive());
    // Code in, screen not committed yet: the same bar, set to fade unless the screen comes first.
    expect(bar()).toHaveClass('is-waiting', 'is-settling');
    await act(() => router.navigate('/system/user'));
    expect(bar()).toHaveClass('is-finishing');
    expect(bar()).not.toHaveClass('is-waiting');
    await act(() => router.navigate('/system/role'));
    // A change without a wait runs the plain bar.
    expect(bar()).toHaveClass('route-progress');
    expect(bar()).not.toHaveClass('is-finishing');
  });
});
