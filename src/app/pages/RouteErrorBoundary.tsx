import { CloseCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';

import { i18n } from '@/lib/i18n';

interface Props {
  children: ReactNode;
}
interface State {
  error: Error | null;
}

/**
 * One per route: a page that throws while rendering (or whose code fails to load) shows this panel
 * instead of a white screen, and the rest of the console keeps working. Keyed by path by the caller,
 * so navigating away and back starts clean. Deliberately light: it ships with the entry bundle.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Route render failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div data-testid="route-error" role="alert" className="route-error">
        <CloseCircleFilled className="route-error-icon" aria-hidden />
        <h2>{i18n.t('app:routeError.title')}</h2>
        <p>{i18n.t('app:routeError.description')}</p>
        <Button type="primary" onClick={() => this.setState({ error: null })}>
          {i18n.t('app:routeError.retry')}
        </Button>
      </div>
    );
  }
}
