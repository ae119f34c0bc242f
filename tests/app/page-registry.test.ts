import { isPageKey } from '@/app/routing/page-registry';
import { STATIC_ROUTES, FULL_PAGE_ROUTES } from '@/app/routing/static-routes';
import menus from '@/mocks/seed/data/menus.json';

/** menus.json is the server's real menu table (docs/seed-data.md). */
const componentKeys = [...new Set(menus.map((m) => m.component).filter((c) => c !== ''))];

describe('page registry', () => {
  it('covers every component key of the server menu table (47 distinct keys)', () => {
    expect(componentKeys.length).toBe(47);
    const missing = componentKeys.filter((key) => !isPageKey(key));
    expect(missing).toEqual([]);
  });

  it('covers every static route page', () => {
    for (const route of [...STATIC_ROUTES, ...FULL_PAGE_ROUTES]) {
      expect(isPageKey(route.page), route.path).toBe(true);
    }
  });
});
