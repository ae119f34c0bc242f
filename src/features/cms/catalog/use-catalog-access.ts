import { useCallback } from 'react';

import { useAuth } from '@/components/auth';

/** CatalogPrivItem of the backend (`Catalog:<item>:<catalogId>`). */
export type CatalogPrivItem = 'View' | 'Edit' | 'Delete' | 'Publish' | 'ShowHide' | 'Move' | 'Sort';

/** `can(item, id)`: whether the user holds `Catalog:<item>:<id>` (the super admin holds all). */
export function useCatalogAccess() {
  const { hasPermi } = useAuth();
  return useCallback(
    (item: CatalogPrivItem, catalogId: string | undefined) =>
      catalogId !== undefined && hasPermi(`Catalog:${item}:${catalogId}`),
    [hasPermi],
  );
}
