import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { feedback } from '@/lib/feedback';

import { server } from '../msw-server';

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: string;
}

/** Records every API request of the test (path without the /prod-api prefix), to assert parameter names. */
export function recordRequests(): SeenRequest[] {
  const seen: SeenRequest[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/prod-api')) return;
    const entry: SeenRequest = {
      method: request.method,
      path: url.pathname.replace('/prod-api', ''),
      query: url.searchParams,
      headers: request.headers,
      body: '',
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((text) => {
        entry.body = text;
      });
  };
  server.events.on('request:start', listener);
  onTestFinished(() => server.events.removeListener('request:start', listener));
  return seen;
}

/** Waits until a toast (message) with this text was shown: `await toast('删除成功')`. */
export async function toast(
  text: string,
  kind: 'success' | 'error' | 'warning' | 'info' = 'success',
): Promise<void> {
  await waitFor(() => expect(vi.mocked(feedback[kind])).toHaveBeenCalledWith(text), SLOW);
}

/** The last GET of `path`. */
export function lastGet(seen: SeenRequest[], path: string): SeenRequest | undefined {
  return seen.filter((r) => r.method === 'GET' && r.path === path).at(-1);
}

/** The first render of a page compiles its modules; on a busy 2-core machine that takes a while. */
export const SLOW = { timeout: 20_000 };

/**
 * jsdom computes styles by matching every rule of every stylesheet, and antd's CSS-in-JS injects
 * ~600 KB of them: one getComputedStyle call (antd's click wave, input measuring, name computation)
 * then takes hundreds of milliseconds, a dialog seconds to open. Layout is not computed in jsdom
 * anyway, so screen tests read inline styles only (what antd sets itself, e.g. `display: none`).
 */
function readInlineStylesOnly(): void {
  let original: typeof window.getComputedStyle;
  beforeAll(() => {
    original = window.getComputedStyle;
    window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? original(element);
  });
  afterAll(() => {
    window.getComputedStyle = original;
  });
}

/**
 * Per-file setup of screen tests: fast style reads (above), a generous timeout for multi-step flows
 * on a shared machine, and call-through toast spies.
 */
export function setupScreenTests(): void {
  readInlineStylesOnly();
  vi.setConfig({ testTimeout: 60_000 });
  beforeEach(() => {
    // The toasts still render; a spy tells a test one was shown even if its 3 seconds have passed.
    for (const kind of ['success', 'error', 'warning', 'info'] as const) vi.spyOn(feedback, kind);
  });
  // tests/setup.ts clears the popups after every test, for every file.
  afterEach(() => {
    vi.restoreAllMocks();
  });
}

/*
 * Element lookups by text and structure rather than accessible-name role queries: with antd's
 * CSS-in-JS, jsdom's getComputedStyle (which name computation calls for every node) takes seconds
 * per query on a full page.
 */

/**
 * Whether no ancestor is hidden by an inline `display: none`: the shell keeps visited pages mounted
 * but hidden (React Activity), so two list pages can be in the document at once.
 */
export function isShown(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node instanceof HTMLElement && node.style.display === 'none') return false;
  }
  return true;
}

function shown<E extends Element>(elements: Iterable<E>): E[] {
  return [...elements].filter(isShown);
}

function textOf(el: Element): string {
  return `${el.textContent ?? ''} ${el.getAttribute('aria-label') ?? ''}`.trim();
}

/** The button whose text (antd spaces two-character Chinese labels) or aria-label matches. */
export function queryButton(name: RegExp, container: ParentNode = document.body): HTMLElement | null {
  return [...container.querySelectorAll<HTMLElement>('button')].find((b) => name.test(textOf(b))) ?? null;
}

/** The list page (toolbar, table) of the current screen. */
export function listPage(): HTMLElement {
  const page = shown(document.querySelectorAll<HTMLElement>('.kit-list-page'))[0];
  if (!page) throw new Error('no list page');
  return page;
}

export function getButton(name: RegExp, container: ParentNode = document.body): HTMLElement {
  const found = queryButton(name, container);
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}

/**
 * Runs one of a row's actions as a user does: its button, or else the entry of the row's "More" menu
 * (the list kit shows two buttons and "More" when a row has more than three actions).
 */
export async function clickRowAction(user: UserEvent, row: HTMLElement, name: RegExp): Promise<void> {
  const button = queryButton(name, row);
  if (button) return user.click(button);
  await user.click(getButton(/^(更多|More)(\s|$)/, row));
  const item = await waitFor(() => {
    const found = shown(
      document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden) [role="menuitem"]'),
    ).find((el) => name.test(textOf(el)));
    if (!found) throw new Error(`no row action ${String(name)}`);
    return found;
  });
  await user.click(item);
}

/** Whether a row offers this action, as a button or in its "More" menu (opened and closed again). */
export async function offersRowAction(user: UserEvent, row: HTMLElement, name: RegExp): Promise<boolean> {
  if (queryButton(name, row)) return true;
  const more = queryButton(/^(更多|More)(\s|$)/, row);
  if (!more) return false;
  await user.click(more);
  const menu = await waitFor(() => {
    const open = shown(document.querySelectorAll<HTMLElement>('.ant-dropdown:not(.ant-dropdown-hidden)'));
    if (open.length === 0) throw new Error('no open menu');
    return open;
  });
  const found = menu.some((m) =>
    [...m.querySelectorAll('[role="menuitem"]')].some((item) => name.test(textOf(item))),
  );
  await user.keyboard('{Escape}');
  return found;
}

/** A toolbar button (outside the table rows). */
export function toolbarButton(name: RegExp): HTMLElement {
  const found = shown(document.querySelectorAll<HTMLElement>('.kit-list-page button')).find(
    (b) => !b.closest('tr') && name.test(textOf(b)),
  );
  if (!found) throw new Error(`no toolbar button ${String(name)}`);
  return found;
}

/** The table row showing `text` in one of its cells. */
export async function findRow(text: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const row = shown(screen.getAllByText(text))
      .map((el) => el.closest<HTMLElement>('tr.ant-table-row'))
      .find(Boolean);
    if (!row) throw new Error(`no row with ${String(text)}`);
    return row;
  }, SLOW);
}

/** Whether a table row shows `text`. */
export function hasRow(text: string | RegExp): boolean {
  return shown(screen.queryAllByText(text)).some((el) => el.closest('tr.ant-table-row'));
}

/** The open dialog (modal or drawer) with this title. */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  return waitFor(() => {
    const dialog = screen
      .getAllByText(title)
      .map((el) => el.closest<HTMLElement>('.ant-modal, .ant-drawer-content, .ant-drawer-section'))
      .find(Boolean);
    if (!dialog) throw new Error(`no dialog titled ${String(title)}`);
    return dialog;
  }, SLOW);
}

/** Clicks OK in the kit's confirm popup (antd Modal.confirm). */
export async function confirmPopup(user: UserEvent, text?: string | RegExp): Promise<void> {
  const popup = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
    if (!found) throw new Error('no confirm');
    return found;
  });
  if (text) expect(popup).toHaveTextContent(text);
  await user.click(getButton(/确\s*定|OK/, popup));
}

/** The search form of a list page. */
export function searchForm(): HTMLElement {
  const form = shown(document.querySelectorAll<HTMLElement>('form[role="search"]'))[0];
  if (!form) throw new Error('no search form');
  return form;
}
