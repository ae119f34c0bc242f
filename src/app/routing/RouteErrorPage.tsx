import { useLayoutEffect } from 'react';
import { useRouteError } from 'react-router-dom';

import { dropBootSignIn } from '@/lib/boot-sign-in';
import { i18n } from '@/lib/i18n';

/**
 * The root route's error element: the last net for an error outside any page's own boundary (the
 * frame, a guard). A full reload is the way back, since the router state itself may be broken.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  // The error must show, not the HTML sign-in form over it (public/boot-sign-in.js).
  useLayoutEffect(dropBootSignIn, []);
  console.error('Route failed', error);
  return (
    <div data-testid="route-error" role="alert" className="route-error full-page-center">
      <h2>{i18n.t('app:routeError.title')}</h2>
      <p>{i18n.t('app:routeError.description')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {i18n.t('app:routeError.retry')}
      </button>
    </div>
  );
}
