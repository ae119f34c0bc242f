/**
 * Browser side effects the shell triggers, behind one object so tests can observe them (jsdom cannot
 * reload a page or open windows).
 */
export const browser = {
  reload: () => window.location.reload(),
  /** External menu links and search hits open in a new window, without access to this one. */
  openExternal: (url: string) => void window.open(url, '_blank', 'noopener,noreferrer'),
};
