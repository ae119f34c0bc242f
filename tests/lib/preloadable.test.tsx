import { render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';

import { preloadable, preloadWhenIdle } from '@/lib/preloadable';
import { useOpenedOnce } from '@/lib/use-opened-once';

const Hello = () => <p>hello</p>;

function renderIn(Component: React.ComponentType) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadable', () => {
  it('renders a module loaded ahead in the same render, without the fallback', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Hello }));
    const page = preloadable(loader);
    await page.load();
    renderIn(page.Component);
    // Synchronously: no suspension, so React has no fallback to show or reveal throttle to wait out.
    expect(screen.getByText('hello')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('suspends on a module not loaded yet, and fetches it once for render and prefetch', async () => {
    const loader = vi.fn(() => Promise.resolve({ default: Hello }));
    const page = preloadable(loader);
    renderIn(page.Component);
    expect(screen.getByText('loading')).toBeInTheDocument();
    await page.load();
    expect(await screen.findByText('hello')).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('reports a render that waits for the module, not a load called ahead', async () => {
    const waits: unknown[] = [];
    const ahead = preloadable(
      () => Promise.resolve({ default: Hello }),
      (p) => waits.push(p),
    );
    await ahead.load();
    renderIn(ahead.Component);
    expect(waits).toHaveLength(0);

    const cold = preloadable(
      () => Promise.resolve({ default: Hello }),
      (p) => waits.push(p),
    );
    renderIn(cold.Component);
    expect(waits).toHaveLength(1);
    await expect(waits[0]).resolves.toEqual({ default: Hello });
  });

  it('loads again after a failed fetch', async () => {
    const loader = vi
      .fn<() => Promise<{ default: typeof Hello }>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ default: Hello });
    const page = preloadable(loader);
    await expect(page.load()).rejects.toThrow('chunk failed');
    await page.load();
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe('preloadWhenIdle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads the parts once the browser is idle, and not at all when cancelled first', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1));
    const a = { load: vi.fn(() => Promise.resolve({ default: Hello })) };
    const b = { load: vi.fn(() => Promise.reject(new Error('offline'))) };
    preloadWhenIdle([a, b]);
    expect(a.load).not.toHaveBeenCalled();
    idle.shift()?.();
    expect(a.load).toHaveBeenCalledTimes(1);
    // A failed part is left for the render that needs it: no unhandled rejection here.
    expect(b.load).toHaveBeenCalledTimes(1);

    const c = { load: vi.fn(() => Promise.resolve({ default: Hello })) };
    const cancel = preloadWhenIdle([c]);
    cancel();
    idle.forEach((run) => run());
    expect(c.load).not.toHaveBeenCalled();
  });

  it('falls back to a short timer where requestIdleCallback is missing (Safari)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const a = { load: vi.fn(() => Promise.resolve({ default: Hello })) };
    preloadWhenIdle([a]);
    expect(a.load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(a.load).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });
});

describe('useOpenedOnce', () => {
  it('is false until the first opening, then stays true after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useOpenedOnce(open), {
      initialProps: { open: false },
    });
    expect(result.current).toBe(false);
    rerender({ open: true });
    expect(result.current).toBe(true);
    rerender({ open: false });
    expect(result.current).toBe(true);
  });
});
