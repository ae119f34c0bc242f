import { fireEvent } from '@testing-library/react';

import { mockDb } from '../../msw-server';

/**
 * Grants the seeded `editor` (user 3) the menus holding these permission keys, plus the Operations
 * directory, as a role screen would: a user-level Menu grant.
 */
export function grantEditor(perms: readonly string[]): void {
  const db = mockDb().tables;
  const menuIds = db.menus.filter((m) => m.perms && perms.includes(m.perms)).map((m) => m.menuId);
  db.permissions.push({
    permissionId: String(90_000 + db.permissions.length),
    ownerType: 'User',
    owner: '3',
    permType: 'Menu',
    permissions: ['2035', ...menuIds],
  });
}

/** Drags one element onto another with the browser's drag events (what `useDragSort` listens to). */
export function dragOnto(from: Element, to: Element): void {
  fireEvent.dragStart(from);
  fireEvent.dragEnter(to);
  fireEvent.dragOver(to);
  fireEvent.drop(to);
  fireEvent.dragEnd(from);
}

/** The JSON body of the last request of this method and path. */
export function lastBody<T = unknown>(
  seen: { method: string; path: string; body: string }[],
  method: string,
  path: string,
): T | undefined {
  const found = seen.filter((r) => r.method === method && r.path === path).at(-1);
  return found ? (JSON.parse(found.body) as T) : undefined;
}
