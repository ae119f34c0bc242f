import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';

import { prefetchFirstScreen, useFirstScreenPending } from '@/app/routing/first-screen';
import { pageLoader } from '@/app/routing/page-registry';
import { setToken } from '@/lib/auth/token';

import { holdGet, mockLogin } from '../msw-server';

function Pending() {
  return <p>{useFirstScreenPending() ? 'waiting' : 'free'}</p>;
}

describe('prefetchFirstScreen', () => {
  beforeEach(() => setToken(mockLogin('admin')));

  it('holds the frame while the calls of a screen whose code is in are out, until they answer', async () => {
    await pageLoader('index')?.();
    const release = holdGet('/system/user/profile/homeInfo');
    const client = new QueryClient();
    render(<Pending />);
    act(() => prefetchFirstScreen('/index', client));
    expect(screen.getByText('waiting')).toBeInTheDocument();
    release();
    expect(await screen.findByText('free')).toBeInTheDocument();
    expect(client.getQueryData(['system/profile', 'homeInfo'])).toBeDefined();
  });

  it('does not hold the frame when no code says the calls left with the session', () => {
    // An unknown screen has no code to be in: its first calls, if any, cannot have left with the
    // session's. (A known screen's code may already be in here: test files share their modules.)
    render(<Pending />);
    act(() => prefetchFirstScreen('/no-such-screen', new QueryClient()));
    expect(screen.getByText('free')).toBeInTheDocument();
  });
});
