import { lazy } from 'react';
import { useLocation } from 'react-router-dom';

import { PAGE_COMPONENTS, pageLoaded } from './page-registry';
import { useScreenVisible } from './screen-visibility';
import { RouteErrorBoundary } from '../pages/RouteErrorBoundary';

const ScreenUnavailable = lazy(() => import('../pages/ScreenUnavailable'));

/** A CSS-only spinner: it ships with the entry bundle, so it must not pull in antd's Spin. */
export function PageFallback({ label }: { label?: string }) {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <span className="page-fallback-spinner" aria-hidden />
      {label && <span>{label}</span>}
    </div>
  );
}

/**
 * Renders the page registered under `pageKey` behind its own error boundary. It has no Suspense
 * boundary of its own: a page whose code is not in yet suspends to the content area's boundary
 * (KeepAliveOutlet), which already shows a screen. React then keeps that screen during a route change
 * (a transition) and shows the new one once it can render, instead of a spinner for a frame and the
 * screen no sooner than 300 ms later (React's throttle on revealing a boundary after its fallback).
 * The route bar shows the wait (RouteProgress); on a first load the fallback still shows.
 */
export function LazyScreen({ pageKey, title }: { pageKey: string; title: string }) {
  const location = useLocation();
  const visible = useScreenVisible();
  // A screen left for another tab before its code came: nothing to keep yet, and it must not wait in
  // the hidden tab (a hidden screen's wait is held by its tab, and React 19.2 fails on that wait's end
  // once the tab is closed). It renders, and waits, when shown again.
  if (!visible && !pageLoaded(pageKey)) return null;
  // One lazy component per registered page (page-registry.ts): each screen stays its own chunk.
  const Page = PAGE_COMPONENTS[pageKey];
  return (
    <RouteErrorBoundary key={location.pathname}>
      {Page ? <Page /> : <ScreenUnavailable title={title} pageKey={pageKey} />}
    </RouteErrorBoundary>
  );
}
