import { createContext, useContext } from 'react';

/**
 * Whether the screen around is the one on show (false for a screen kept in a hidden tab). Provided by
 * the shell's KeepAliveOutlet; a screen outside it (a full-page route) is on show.
 */
export const ScreenVisibleContext = createContext(true);

export function useScreenVisible(): boolean {
  return useContext(ScreenVisibleContext);
}
