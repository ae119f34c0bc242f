import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { RouteProgress } from '@/app/routing/RouteProgress';

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
});
