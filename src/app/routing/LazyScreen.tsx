import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';

import { PAGE_COMPONENTS } from './page-registry';
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

/** Renders the page registered under `pageKey` behind its own error boundary. */
export function LazyScreen({ pageKey, title }: { pageKey: string; title: string }) {
  const location = useLocation();
  // One lazy component per registered page (page-registry.ts): each screen stays its own chunk.
  const Page = PAGE_COMPONENTS[pageKey];
  return (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageFallback />}>
        {Page ? <Page /> : <ScreenUnavailable title={title} pageKey={pageKey} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
