import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';

/**
 * A session that dies mid-way (the server forgot the token): one re-login prompt, and confirming it goes
 * to the sign-in page with a redirect back to the screen the user was on.
 */
it('a 401 mid-session prompts once and keeps the way back', async () => {
  // A page that calls nothing itself (the 404 inside the frame), so the first call after is the next screen's.
  renderSignedIn('/no/such/page');
  expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  mockDb().tables.sessions = [];

  // What a link click does: the next screen calls the server with the dead token.
  act(() => {
    window.history.pushState({}, '', '/admin/index?tab=recent');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
  expect(within(dialog).getAllByText('登录状态已过期').length).toBeGreaterThan(0);
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  await userEvent.click(within(dialog).getByRole('button', { name: '重新登录' }));
  await waitFor(() => expect(currentPath()).toBe('/login?redirect=%2Findex%3Ftab%3Drecent'));
  expect(screen.queryByTestId('route-error')).toBeNull();
});
