import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';

import { prepareLocale } from '@/app/bootstrap';
import { useAppState } from '@/stores/app';
import { useCurrentSite } from '@/stores/current-site';
import { useLayoutSettings } from '@/stores/layout-settings';
import { usePublishFlag } from '@/stores/publish-flag';
import { useSession } from '@/stores/session';
import { useTagsView } from '@/stores/tags-view';

import { installMockBackend, server } from './msw-server';
import { saveAs } from './save-as-spy';

// jsdom has no canvas: wherever a screen draws an echarts chart (Home's visit trend, the monitors),
// the chart library is a stand-in that accepts options and draws nothing. Tests that assert on
// chart options mock these modules themselves.
vi.mock('echarts/core', () => ({
  use: () => undefined,
  init: () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined }),
}));
vi.mock('echarts/charts', () => ({ BarChart: {}, GaugeChart: {}, LineChart: {}, PieChart: {} }));
vi.mock('echarts/components', () => ({ GridComponent: {}, LegendComponent: {}, TooltipComponent: {} }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));
// Downloads are recorded, not saved: tests assert on `saveAs` from tests/save-as-spy. Mocked here for
// every file rather than in each, so screen files with an export stay in the shared module graph.
vi.mock('file-saver', async () => {
  const { saveAs: spy } = await import('./save-as-spy');
  return { saveAs: spy, default: { saveAs: spy } };
});

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads its language before the first render; tests start in the default, zh-CN.
  await prepareLocale('zh-CN', { console: true });
});
// A freshly seeded mock backend (new in-memory db) for every test.
beforeEach(() => {
  installMockBackend();
});
afterEach(async () => {
  cleanup();
  // Toasts, notifications and confirms live outside the rendered tree and outlive it: one left over
  // from the previous test can match this test's text and then vanish mid-assertion.
  const popups = await import('@/lib/feedback-antd');
  popups.message.destroy();
  popups.notification.destroy();
  popups.Modal.destroyAll();
  // Most files share their worker's modules (vitest.config.ts): the stores start over as at a page load.
  const restart = <T>(store: StoreApi<T>) => store.setState(store.getInitialState(), true);
  restart(useAppState);
  restart(useCurrentSite);
  restart(useLayoutSettings);
  restart(usePublishFlag);
  restart(useSession);
  restart(useTagsView);
  server.resetHandlers();
  saveAs.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
