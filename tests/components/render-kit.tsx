import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

import { AppProviders } from '@/app/App';
import { createQueryClient } from '@/app/query-client';
import { setToken } from '@/lib/auth/token';

import { mockLogin } from '../msw-server';
import { TestStyles } from '../test-styles';

/** Renders a kit component inside the app's providers (i18n, antd, a fresh QueryClient) and a router, signed in. */
export function renderKit(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  setToken(mockLogin('admin'));
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </AppProviders>,
    { wrapper: TestStyles },
  );
  return { ...result, queryClient };
}
