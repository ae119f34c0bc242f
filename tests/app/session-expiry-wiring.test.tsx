import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';

import { SessionExpiryWiring } from '@/app/routing/SessionExpiryWiring';
import { feedback } from '@/lib/feedback';
import { promptSessionExpired } from '@/lib/http/session-expired';

/** A screen whose code never arrives: a move to it stays a pending transition. */
const NeverLoads = lazy(() => new Promise<never>(() => undefined));

function Root() {
  return (
    <>
      <SessionExpiryWiring />
      <Suspense fallback={<p>loading</p>}>
        <Outlet />
      </Suspense>
    </>
  );
}

afterEach(() => vi.restoreAllMocks());

// The console runs under '/admin'; the router's own location carries that basename, the rendered one not.
it.each(['/', '/admin'])(
  'a session that expires while the next screen is still on its way leads back to that screen (basename %s)',
  async (basename) => {
    const base = basename === '/' ? '' : basename;
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <Root />,
          children: [
            { path: 'system/user', element: <p>user list</p> },
            { path: 'index', element: <NeverLoads /> },
            { path: 'login', element: <p>sign in</p> },
          ],
        },
      ],
      { basename, initialEntries: [`${base}/system/user`] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('user list')).toBeInTheDocument();

    await act(async () => {
      void router.navigate('/index?tab=recent');
    });
    // React keeps the user list while the next screen's code travels: that screen never committed.
    expect(screen.getByText('user list')).toBeInTheDocument();

    // Its first calls find the session gone, and the user chooses to sign in again.
    vi.spyOn(feedback, 'confirm').mockResolvedValue(true);
    await act(() => promptSessionExpired());
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `${base}/login?redirect=${encodeURIComponent('/index?tab=recent')}`,
      ),
    );
  },
);
