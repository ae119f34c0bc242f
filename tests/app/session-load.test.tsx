import { screen, waitFor } from '@testing-library/react';
import axios from 'axios';

import { instance } from '@/lib/http/client';
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

  it('asks them before the store announces the token (which leaves the sign-in page in a blocking render)', async () => {
    setCaptchaEnabled(false);
    const order: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const path = new URL(request.url).pathname;
      if (/\/get(Info|Routers)$/.test(path)) order.push(path.replace(/^.*\//, ''));
    });
    // Requests handed to the transport, counted where axios hands them over.
    const adapter = instance.defaults.adapter;
    const transport = axios.getAdapter(adapter);
    let sent = 0;
    instance.defaults.adapter = (config) => {
      sent += 1;
      return transport(config);
    };
    const unsubscribe = useSession.subscribe((state, previous) => {
      if (state.token && !previous.token) order.push(`token after ${sent} sends`);
    });
    try {
      await useSession.getState().login({ username: 'admin', password: 'admin123', code: '', uuid: '' });
    } finally {
      unsubscribe();
      instance.defaults.adapter = adapter;
    }
    // The login's own send, then /getInfo and /getRouters, all before the token reaches the store.
    expect(order[0]).toBe('token after 3 sends');
    await useSession.getState().loadSession();
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
