import { screen, waitFor } from '@testing-library/react';

import { firstScreenWait } from '@/app/routing/first-screen';
import { pageLoader } from '@/app/routing/page-registry';
import { useSession } from '@/stores/session';

import { holdGet } from '../msw-server';
import { signInOnPage } from '../render-app';

const DEFAULT_WAIT = firstScreenWait.ms;

/** Whether Home's user card was ever in the page as a skeleton. */
function watchForSkeleton() {
  let seen = false;
  const look = () => {
    seen ||= document.querySelector('[data-testid="home-page"] .ant-skeleton') !== null;
  };
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    look();
    return seen;
  };
}

async function signIn() {
  // Home's code is in before the click, as the sign-in page fetches it while the password is typed:
  // its calls then leave with the session's, and the frame waits for them.
  await pageLoader('index')?.();
  await signInOnPage();
  await waitFor(() => expect(useSession.getState().status).toBe('ready'));
}

describe('the first screen after sign-in', () => {
  afterEach(() => {
    firstScreenWait.ms = DEFAULT_WAIT;
  });

  it('paints with its data: the frame waits for the user card’s reply rather than showing a skeleton', async () => {
    // Longer than this test can take: only the reply opens the frame here.
    firstScreenWait.ms = 60_000;
    const release = holdGet('/system/user/profile/homeInfo');
    const skeletonSeen = watchForSkeleton();
    await signIn();
    // The session is in, the user card's reply is not: the session's spinner stays, no frame yet.
    expect(await screen.findByTestId('session-loading')).toBeInTheDocument();
    expect(screen.queryByTestId('sidebar')).toBeNull();

    release();
    const card = await screen.findByTestId('home-page');
    expect(card).toHaveTextContent('欢迎回来');
    expect(screen.getByTestId('sidebar')).toBeInTheDocument();
    expect(skeletonSeen()).toBe(false);
  });

  it('shows the frame once the wait is over without a reply, the card as a skeleton until it comes', async () => {
    firstScreenWait.ms = 50;
    const release = holdGet('/system/user/profile/homeInfo');
    await signIn();
    const card = await screen.findByTestId('home-page');
    expect(card.querySelector('.ant-skeleton')).not.toBeNull();
    release();
    await waitFor(() => expect(card).toHaveTextContent('欢迎回来'));
    expect(card.querySelector('.ant-skeleton')).toBeNull();
  });
});
