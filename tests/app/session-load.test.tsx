import { screen, waitFor } from '@testing-library/react';

import { useSession } from '@/stores/session';

import { holdGet, server, setCaptchaEnabled } from '../msw-server';
import { signInOnPage } from '../render-app';

/** Counts the session calls the page makes. */
function countSessionCalls(): Record<'getInfo' | 'getRouters', number> {
  const calls = { getInfo: 0, getRouters: 0 };
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/getInfo')) calls.getInfo += 1;
    if (path.endsWith('/getRouters')) calls.getRouters += 1;
  });
  return calls;
}

describe('the session load at sign-in', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks /getInfo and /getRouters with the login reply, before any route has rendered', async () => {
    setCaptchaEnabled(false);
    const calls = countSessionCalls();
    // The store alone, no page: the calls leave with the login's reply.
    await useSession.getState().login({ username: 'admin', password: 'admin123', code: '', uuid: '' });
    expect(useSession.getState().status).toBe('loading');
    // A second caller (the route guard) joins the load in flight instead of asking again.
    await useSession.getState().loadSession();
    expect(calls).toEqual({ getInfo: 1, getRouters: 1 });
    expect(useSession.getState().status).toBe('ready');
    // A caller acting on an older render, after the load: nothing is asked again, nothing flips back
    // to 'loading' (the route guard would unmount the console for it).
    const statuses: string[] = [];
    const unsubscribe = useSession.subscribe((state) => statuses.push(state.status));
    await useSession.getState().loadSession();
    unsubscribe();
    expect(calls).toEqual({ getInfo: 1, getRouters: 1 });
    expect(statuses).toEqual([]);
  });

  it('signs in through the page with one /getInfo and one /getRouters', async () => {
    const calls = countSessionCalls();
    await signInOnPage();
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    expect(calls).toEqual({ getInfo: 1, getRouters: 1 });
  });

  it('asks Home’s own calls with the session load, before /getRouters has answered', async () => {
    const releaseRouters = holdGet('/getRouters');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname.replace(/^.*\/prod-api/, ''));
    });
    await signInOnPage();
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/system/user/profile/homeInfo',
          '/system/user/profile/shortcuts',
          '/monitor/server/dashboard',
          '/cms/dashboard/config',
          '/cms/dashboard/stat',
          '/cms/stat/baidu/sites',
        ]),
      ),
    );
    releaseRouters();
    expect(await screen.findByTestId('home-page')).toBeInTheDocument();
    // Each asked once: Home's render found them in flight or answered.
    for (const path of ['/system/user/profile/homeInfo', '/cms/dashboard/stat', '/cms/stat/baidu/sites'])
      expect(asked.filter((p) => p === path)).toHaveLength(1);
  });
});
