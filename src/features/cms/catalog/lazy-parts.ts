import { preloadable } from '@/lib/preloadable';

/*
 * The catalog page's parts that its first paint does not show: the selected catalog's tabs and its
 * dialogs. Their code (pickers, upload, date and tree selects, the extended-model editor: about 25 files)
 * would otherwise travel with the page's and hold back the tree; the page fetches it once the tree is in.
 */
export const basicTab = preloadable(() =>
  import('./CatalogBasicTab').then((m) => ({ default: m.CatalogBasicTab })),
);
export const extendTab = preloadable(() =>
  import('./CatalogExtendTab').then((m) => ({ default: m.CatalogExtendTab })),
);
export const permsTab = preloadable(() =>
  import('./CatalogPermsTab').then((m) => ({ default: m.CatalogPermsTab })),
);
export const addDialog = preloadable(() =>
  import('./AddCatalogDialog').then((m) => ({ default: m.AddCatalogDialog })),
);
export const batchAddDialog = preloadable(() =>
  import('./BatchAddDialog').then((m) => ({ default: m.BatchAddDialog })),
);

export const publishDialog = preloadable(() =>
  import('./PublishDialog').then((m) => ({ default: m.PublishDialog })),
);

export const catalogPageParts = [basicTab, extendTab, permsTab, addDialog, batchAddDialog, publishDialog];
