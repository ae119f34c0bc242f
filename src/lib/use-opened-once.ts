import { useState } from 'react';

/**
 * Whether `open` has been true at least once: a dialog mounts at its first opening and then stays,
 * so that closing it still plays its animation, while a screen that never opens it pays nothing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Adjusting state while rendering (React's documented pattern): no extra commit, no effect.
  if (open && !opened) setOpened(true);
  return opened || open;
}
