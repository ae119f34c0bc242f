import { Activity, useState, type ReactNode } from 'react';

/**
 * What a tab kept alive does to its screen (the shell's KeepAliveOutlet): a "switch tab" button hides
 * it and shows it again, its state kept and its effects run again, as React's `<Activity>` does.
 */
export function KeptTab({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<'visible' | 'hidden'>('visible');
  return (
    <>
      <button type="button" onClick={() => setMode((m) => (m === 'visible' ? 'hidden' : 'visible'))}>
        switch tab
      </button>
      <Activity mode={mode}>{children}</Activity>
    </>
  );
}
