import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';

import RedirectPage from '@/app/pages/RedirectPage';
import { useLeaveGuard } from '@/components/leave-guard';
import { preloadable } from '@/lib/preloadable';
import { KeepAliveOutlet } from '@/shell/KeepAliveOutlet';
import { useTagsView } from '@/stores/tags-view';

import { resetShellStores } from './helpers';

/** A page with state: a counter, a popup of its own (a portal, as antd's dialogs are) and the location it sees. */
function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  const { pathname, search } = useLocation();
  return (
    <section aria-label={name}>
      <button type="button" onClick={() => setCount((c) => c + 1)}>
        {name} {count}
      </button>
      <output aria-label={`${name} sees`}>{`${pathname}${search}`}</output>
      {createPortal(
        <button type="button" onClick={() => setCount((c) => c + 10)}>
          {name} popup
        </button>,
        document.body,
      )}
    </section>
  );
}

/** A page whose form came back dirty without a touch (a restored draft). */
function Dirty() {
  useLeaveGuard({ when: true });
  return <p>dirty page</p>;
}

/** What the layout does for the outlet: one tab per page (`/nocache` is noCache). */
function Frame({ enabled = true }: { enabled?: boolean }) {
  const { pathname, search } = useLocation();
  const addView = useTagsView((s) => s.addView);
  useEffect(() => {
    if (pathname.startsWith('/redirect/')) return;
    addView({
      path: pathname,
      fullPath: `${pathname}${search}`,
      title: pathname,
      noCache: pathname === '/nocache',
    });
  }, [pathname, search, addView]);
  return <KeepAliveOutlet enabled={enabled} />;
}

/** A screen whose code arrives when the test says so (a new one per test). */
function slowScreen() {
  let arrive: () => void = () => undefined;
  const page = preloadable(
    () =>
      new Promise<{ default: () => React.JSX.Element }>((resolve) => {
        arrive = () => resolve({ default: () => <p>slow page</p> });
      }),
  );
  return { page, arrive: () => arrive() };
}
let slow = slowScreen();
const SlowRoute = () => <slow.page.Component />;

const probe: { navigate: (to: string) => void } = { navigate: () => undefined };
function NavigateProbe() {
  const nav = useNavigate();
  useEffect(() => {
    probe.navigate = (to) => void nav(to);
  }, [nav]);
  return null;
}

function renderFrame(enabled = true, at = '/a') {
  render(
    <MemoryRouter initialEntries={[at]}>
      <NavigateProbe />
      <Routes>
        <Route element={<Frame enabled={enabled} />}>
          <Route path="/a" element={<Counter name="A" />} />
          <Route path="/b" element={<Counter name="B" />} />
          <Route path="/nocache" element={<Counter name="N" />} />
          <Route path="/dirty" element={<Dirty />} />
          <Route path="/slow" element={<SlowRoute />} />
          <Route path="/redirect/*" element={<RedirectPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const to = (path: string) => act(() => probe.navigate(path));

beforeEach(() => {
  resetShellStores();
  slow = slowScreen();
});

describe('keep-alive outlet', () => {
  it('keeps a left page mounted and hidden, with its state and the location it was left at', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'A 0' }));
    await to('/b');
    expect(screen.getByRole('button', { name: 'B 0' })).toBeVisible();
    // Hidden, not gone: role queries skip it, the DOM keeps it.
    expect(screen.queryByRole('button', { name: 'A 1' })).toBeNull();
    expect(screen.getByText('A 1')).not.toBeVisible();
    expect(screen.getByLabelText('A sees', { selector: 'output' })).toHaveTextContent(/^\/a$/);
    await to('/a');
    expect(screen.getByRole('button', { name: 'A 1' })).toBeVisible();
  });

  it('lets go of a page left untouched, and renders it anew at its URL when its tab is opened again', async () => {
    renderFrame();
    await to('/a?tab=2');
    await to('/b');
    expect(screen.queryByText('A 0')).toBeNull();
    expect(useTagsView.getState().cached).toContain('/a');
    await to('/a?tab=2');
    expect(screen.getByRole('button', { name: 'A 0' })).toBeVisible();
    expect(screen.getByLabelText('A sees', { selector: 'output' })).toHaveTextContent('/a?tab=2');
    // B was only looked at too.
    expect(screen.queryByText('B 0')).toBeNull();
  });

  it('keeps a page with unsaved changes even when it was not touched', async () => {
    renderFrame(true, '/dirty');
    await to('/a');
    expect(screen.getByText('dirty page')).not.toBeVisible();
  });

  it("counts a touch of the page's own popup, and starts a let-go page untouched", async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'A popup' }));
    await to('/b');
    expect(screen.getByText('A 10')).not.toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'B popup' }));
    act(() => useTagsView.getState().uncache('/a'));
    await to('/redirect/a');
    expect(await screen.findByRole('button', { name: 'A 0' })).toBeVisible();
    // Refreshed, A is untouched again: leaving lets it go; B, touched, stays.
    await to('/b');
    expect(screen.queryByText('A 0')).toBeNull();
    expect(screen.getByRole('button', { name: 'B 10' })).toBeVisible();
  });

  it('follows a query change of the visible page', async () => {
    renderFrame();
    await to('/a?tab=2');
    expect(screen.getByLabelText('A sees', { selector: 'output' })).toHaveTextContent('/a?tab=2');
  });

  it('does not keep a noCache page', async () => {
    renderFrame();
    await to('/nocache');
    await userEvent.click(screen.getByRole('button', { name: 'N 0' }));
    await to('/a');
    expect(screen.queryByText('N 1')).toBeNull();
    await to('/nocache');
    expect(screen.getByRole('button', { name: 'N 0' })).toBeVisible();
  });

  it('forgets a page whose tab closed, or that was refreshed through /redirect', async () => {
    renderFrame();
    await userEvent.click(screen.getByRole('button', { name: 'A 0' }));
    await to('/b');
    act(() => useTagsView.getState().closeView('/a'));
    await waitFor(() => expect(screen.queryByText('A 1')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'B 0' }));
    act(() => useTagsView.getState().uncache('/b'));
    await to('/redirect/b');
    expect(await screen.findByRole('button', { name: 'B 0' })).toBeVisible();
  });

  it('keeps the shown screen while the next one waits for its code, without a spinner', async () => {
    renderFrame();
    await to('/slow');
    // The route change is a transition: the old screen stays, the content area shows no fallback.
    expect(screen.getByRole('button', { name: 'A 0' })).toBeVisible();
    expect(document.querySelector('.page-fallback')).toBeNull();
    await act(async () => slow.arrive());
    expect(await screen.findByText('slow page')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'A 0' })).toBeNull();
  });

  it('shows its spinner while the first screen of a load waits for its code', async () => {
    renderFrame(true, '/slow');
    expect(document.querySelector('.page-fallback')).not.toBeNull();
    await act(async () => slow.arrive());
    expect(await screen.findByText('slow page')).toBeVisible();
  });

  it('keeps nothing when tabs are off', async () => {
    renderFrame(false);
    await userEvent.click(screen.getByRole('button', { name: 'A 0' }));
    await to('/b');
    expect(screen.queryByText('A 1')).toBeNull();
  });
});
