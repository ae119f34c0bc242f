import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';
import type { CmsCatalog, CmsContent } from '@/mocks/db';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { findDialog, findRow, getButton, SLOW, type SeenRequest } from '../system/helpers';

/** A site-1 catalog by alias. */
export function catalogOf(alias: string): CmsCatalog {
  const found = mockDb().tables.catalogs.find((c) => c.siteId === '1' && c.alias === alias);
  if (!found) throw new Error(`no catalog ${alias}`);
  return found;
}

/** The catalog's contents in the list's default order (top first, then sort flag). */
export function contentsOf(alias: string): CmsContent[] {
  const { catalogId } = catalogOf(alias);
  return mockDb()
    .tables.contents.filter((c) => c.catalogId === catalogId)
    .sort((a, b) => b.topFlag - a.topFlag || b.sortFlag - a.sortFlag);
}

/** A content of the catalog whose title is unique on the first page, with the given status. */
export function pickContent(alias: string, status?: string): CmsContent {
  const rows = contentsOf(alias).slice(0, 20);
  const found = rows.find(
    (r) =>
      (status === undefined || r.status === status) &&
      r.topFlag === 0 &&
      rows.filter((o) => o.title === r.title).length === 1,
  );
  if (!found) throw new Error(`no unique content with status ${status} in ${alias}`);
  return found;
}

/** Opens the content page on a catalog of site 1. */
export function openContentPage(alias: string, userName = 'admin', extra = '') {
  setCurrentSiteId('1');
  return renderSignedIn(`/configs/content?catalogId=${catalogOf(alias).catalogId}${extra}`, userName);
}

/** The JSON body of the last request of `method path`, once it was read. */
export async function lastBody(seen: SeenRequest[], method: string, path: string): Promise<unknown> {
  return waitFor(() => {
    const req = seen.filter((r) => r.method === method && r.path === path).at(-1);
    if (!req || !req.body) throw new Error(`no ${method} ${path}`);
    return JSON.parse(req.body) as unknown;
  }, SLOW);
}

/** Ticks the selection checkbox of a table row. */
export async function check(user: UserEvent, row: HTMLElement): Promise<void> {
  const box = row.querySelector<HTMLElement>('.ant-checkbox-input, .ant-radio-input');
  if (!box) throw new Error('row has no checkbox');
  await user.click(box);
}

/** In the open "选择内容" picker: opens the catalog, ticks the content by title and confirms. */
export async function chooseInContentPicker(
  user: UserEvent,
  catalogName: string,
  title: string,
): Promise<void> {
  const picker = await findDialog('选择内容');
  await user.click(await within(picker).findByText(catalogName, {}, SLOW));
  const row = await waitFor(() => {
    const tr = within(picker).getByText(title).closest<HTMLElement>('tr');
    if (!tr) throw new Error('no row');
    return tr;
  }, SLOW);
  await check(user, row);
  await user.click(getButton(/确\s*定/, picker));
}

/** The first row of a freshly rendered page: compiling the page on a busy machine takes a while. */
export async function findFirstRow(text: string): Promise<HTMLElement> {
  await screen.findAllByText(text, {}, { timeout: 90_000 });
  return findRow(text);
}
