import { act, render, screen } from '@testing-library/react';
import { theme } from 'antd';

import { AppProviders } from '@/app/App';
import { createQueryClient } from '@/app/query-client';

/** A system "reduce motion" setting the test can switch, as the OS would while the console is open. */
function fakeMotionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const list = {
    matches: reduce,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    (query === list.media ? list : original(query)) as unknown as MediaQueryList;
  return {
    set(next: boolean) {
      list.matches = next;
      for (const listener of listeners) listener();
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

function MotionProbe() {
  const { token } = theme.useToken();
  return <output>{token.motion ? 'animated' : 'still'}</output>;
}

describe('reduced motion', () => {
  it("switches antd's animations off while the system asks for reduced motion", () => {
    const setting = fakeMotionSetting(true);
    try {
      render(
        <AppProviders queryClient={createQueryClient()}>
          <MotionProbe />
        </AppProviders>,
      );
      expect(screen.getByRole('status')).toHaveTextContent('still');
      act(() => setting.set(false));
      expect(screen.getByRole('status')).toHaveTextContent('animated');
    } finally {
      setting.restore();
    }
  });
});
