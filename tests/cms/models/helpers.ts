import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../../msw-server';
import { findRow, SLOW, type SeenRequest } from '../../system/helpers';

/** Site 1 as the current site, a clean storage. */
export function onSiteOne(): void {
  beforeEach(() => {
    localStorage.clear();
    setCurrentSiteId('1');
  });
}

/** Picks an option of an antd Select (the open dropdown's item with this title). */
export async function pickOption(user: UserEvent, select: HTMLElement, title: string): Promise<void> {
  await user.click(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, SLOW);
  await user.click(option);
}

/** The JSON bodies sent as `method path`, once they have all been read. */
export async function bodiesOf(seen: SeenRequest[], method: string, path: string): Promise<unknown[]> {
  return waitFor(() => {
    const sent = seen.filter((r) => r.method === method && r.path === path);
    if (sent.length === 0 || sent.some((r) => !r.body)) throw new Error(`no ${method} ${path}`);
    return sent.map((r) => JSON.parse(r.body) as unknown);
  }, SLOW);
}

/** The last JSON body sent as `method path`. */
export async function bodyOf(
  seen: SeenRequest[],
  method: string,
  path: string,
): Promise<Record<string, unknown>> {
  return (await bodiesOf(seen, method, path)).at(-1) as Record<string, unknown>;
}

/** Gives a role the menus (and so the permission keys) of the listed menu ids. */
export function grantMenus(roleId: string, menuIds: string[]): void {
  const db = mockDb();
  db.tables.permissions = db.tables.permissions.map((p) =>
    p.owner === roleId && p.ownerType === 'Role' && p.permType === 'Menu'
      ? { ...p, permissions: [...p.permissions, ...menuIds] }
      : p,
  );
}

/** The first row of a screen: its first render loads the screen's modules, slow on a busy machine. */
export async function firstRow(text: string): Promise<HTMLElement> {
  await waitFor(() => expect(document.querySelector('tr.ant-table-row')).not.toBeNull(), { timeout: 60_000 });
  return findRow(text);
}
