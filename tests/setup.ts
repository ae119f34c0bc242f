import '@testing-library/jest-dom/vitest';

import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { StoreApi } from 'zustand';

import { installFeedbackHolder } from '@/app/App';
import { prepareLocale } from '@/app/bootstrap';
import { forgetSessionExpiredPrompt } from '@/lib/http/session-expired';
import { useAppState } from '@/stores/app';
import { useCurrentSite } from '@/stores/current-site';
import { useLayoutSettings } from '@/stores/layout-settings';
import { usePublishFlag } from '@/stores/publish-flag';
import { useSession } from '@/stores/session';
import { useTagsView } from '@/stores/tags-view';

import { chart } from './chart-spy';
import { installMockBackend, server } from './msw-server';
import { saveAs } from './save-as-spy';
import { tinymce } from './tinymce-spy';

// jsdom has no canvas: wherever a screen draws an echarts chart (Home's visit trend, the monitors),
// the chart library is a stand-in that records the options (tests/chart-spy) and draws nothing.
vi.mock('echarts/core', async () => {
  const { chart } = await import('./chart-spy');
  return { use: () => undefined, init: () => chart };
});
vi.mock('echarts/charts', () => ({ BarChart: {}, GaugeChart: {}, LineChart: {}, PieChart: {} }));
vi.mock('echarts/components', () => ({ GridComponent: {}, LegendComponent: {}, TooltipComponent: {} }));
vi.mock('echarts/renderers', () => ({ CanvasRenderer: {} }));
// TinyMCE cannot run under jsdom: the rich-text editor's lazily imported setup is a stand-in that
// records the options the editor asks for (tests/tinymce-spy).
vi.mock('@/components/rich-text/tinymce-setup', async () => {
  const { tinymce } = await import('./tinymce-spy');
  return { default: tinymce };
});
// Downloads are recorded, not saved: tests assert on `saveAs` from tests/save-as-spy. Mocked here for
// every file rather than in each, so screen files with an export stay in the shared module graph.
vi.mock('file-saver', async () => {
  const { saveAs: spy } = await import('./save-as-spy');
  return { saveAs: spy, default: { saveAs: spy } };
});

// antd's static message/notification/confirm holders get the console's wrapper before anything can
// show a toast, as main.tsx does before the first render (App.tsx, installFeedbackHolder: a holder
// mounted without it was remounted later and no toast reached the DOM for the rest of the worker).
installFeedbackHolder();

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
  // A 401 prompt closed that way never answered: the HTTP client would think it still open.
  forgetSessionExpiredPrompt();
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
  for (const spy of [chart.setOption, chart.resize, chart.dispose, tinymce.init, tinymce.addI18n])
    spy.mockClear();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterAll(() => server.close());
