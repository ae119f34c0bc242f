import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, then true, in a transition started once that render is
 * committed: for controls that a screen's first paint can do without (Home's trend card's site and
 * date range pickers are a tenth of the first screen's hooks). The browser paints the screen, then
 * renders them in the background; the caller keeps their place (same height) so nothing moves.
 */
export function useMountLater(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted;
}
