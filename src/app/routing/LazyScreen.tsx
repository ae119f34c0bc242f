import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useLocation } from 'react-router-dom';

import { pageRegistry } from './page-registry';
import { RouteErrorBoundary } from '../pages/RouteErrorBoundary';

/**
 * One React.lazy per registered page, declared up front: `lazy` loads nothing until the page is first
 * rendered, so each screen stays its own chunk, fetched on demand.
 */
const ScreenUnavailable = lazy(() => import('../pages/ScreenUnavailable'));

const LAZY_PAGES: Record<string, LazyExoticComponent<ComponentType>> = Object.fromEntries(
  Object.entries(pageRegistry).flatMap(([key, loader]) => (loader ? [[key, lazy(loader)]] : [])),
);

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
  const Page = LAZY_PAGES[pageKey];
  return (
    <RouteErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageFallback />}>
        {Page ? <Page /> : <ScreenUnavailable title={title} pageKey={pageKey} />}
      </Suspense>
    </RouteErrorBoundary>
  );
}
