import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useRouterHandle, type RouterHandle } from '@/lib/router-handle';

describe('useRouterHandle', () => {
  it('navigates and reads the location without rendering again at each route change', async () => {
    let renders = 0;
    let handle: RouterHandle | undefined;
    function Frame() {
      renders += 1;
      handle = useRouterHandle();
      return <Outlet />;
    }
    const router = createMemoryRouter(
      [
        {
          element: <Frame />,
          children: [
            { path: '/index', element: <p>home</p> },
            { path: '/system/user', element: <p>users</p> },
          ],
        },
      ],
      { initialEntries: ['/admin/index'], basename: '/admin' },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('home')).toBeInTheDocument();
    const first = handle;
    const rendersBefore = renders;

    act(() => handle?.navigate('/system/user?x=1'));
    expect(await screen.findByText('users')).toBeInTheDocument();
    // The same handle, and the frame was not rendered for the route change.
    expect(handle).toBe(first);
    expect(renders).toBe(rendersBefore);
    // As `useLocation()` gives it: without the basename.
    expect(handle?.location()).toMatchObject({ pathname: '/system/user', search: '?x=1' });

    act(() => handle?.navigate('/index', { replace: true }));
    expect(await screen.findByText('home')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
