import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { useLocation } from 'react-router-dom';

import { createQueryKeys, ListPage, useListQuery, type ListAction, type ListColumn } from '@/components/list';
import type { PageResult } from '@/lib/http';

import { SLOW } from '../system/helpers';

/** The rows and request log of the fake list endpoint the kit tests page through. */
export interface KitRow {
  id: string;
  name: string;
  status: string;
}

export interface KitQuery {
  name?: string;
  status?: string;
  pageNum?: number;
  pageSize?: number;
  sorts?: string;
  params?: Record<string, string>;
}

export const kitKeys = createQueryKeys('kit-test');

export const server = {
  rows: [] as KitRow[],
  calls: [] as KitQuery[],
  /** Makes the next loads fail with this message. */
  failWith: undefined as string | undefined,
};

export function seedRows(count: number): void {
  server.rows = Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    name: `row-${String(i + 1).padStart(2, '0')}`,
    status: i % 2 === 0 ? '0' : '1',
  }));
  server.calls = [];
  server.failWith = undefined;
}

/** `GET /kit/list`: filters by name (contains) and status, pages like the backend. */
export async function fetchKitRows(query: KitQuery): Promise<PageResult<KitRow>> {
  server.calls.push({ ...query });
  if (server.failWith) throw new Error(server.failWith);
  const hits = server.rows.filter(
    (r) => (!query.name || r.name.includes(query.name)) && (!query.status || r.status === query.status),
  );
  const size = query.pageSize ?? hits.length;
  const page = query.pageNum ?? 1;
  return { rows: hits.slice((page - 1) * size, page * size), total: hits.length };
}

export const lastCall = () => server.calls.at(-1);

/** Waits until the last request matches. */
export async function expectLastCall(expected: KitQuery): Promise<void> {
  await waitFor(() => expect(lastCall()).toEqual(expected), SLOW);
}

export const kitColumns: ListColumn<KitRow>[] = [
  { key: 'name', dataIndex: 'name', title: 'Name' },
  { key: 'status', dataIndex: 'status', title: 'Status' },
];

export const nameSearch = (
  <Form.Item name="name">
    <Input aria-label="Name filter" />
  </Form.Item>
);

/** Shows the router's query string, to tell URL state from local state. */
export function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

export const where = () => screen.getByTestId('where').textContent ?? '';

/** The names in the table, in order. */
export function shownNames(): string[] {
  return [...document.querySelectorAll('tbody tr.ant-table-row td')]
    .map((td) => td.textContent ?? '')
    .filter((text) => text.startsWith('row-'));
}

export function rowBoxes(): HTMLInputElement[] {
  return [
    ...document.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"], tbody input[type="radio"]'),
  ];
}

export function rowOf(name: string): HTMLElement {
  const row = screen.getByText(name).closest<HTMLElement>('tr');
  if (!row) throw new Error(`no row ${name}`);
  return row;
}

/** The pager button of page `n` (throws while the paginator is not there). */
export function pageItem(n: number): HTMLElement {
  const item = document.querySelector<HTMLElement>(`.ant-pagination-item-${n}`);
  if (!item) throw new Error(`no page ${n}`);
  return item;
}

/** Chooses `size` rows a page in the paginator's size changer. */
export async function choosePageSize(user: UserEvent, size: number): Promise<void> {
  await user.click(document.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (el) => !el.closest('.ant-select-dropdown-hidden') && el.textContent === `${size} 条/页`,
    );
    if (!found) throw new Error(`no option ${size}`);
    return found;
  });
  await user.click(option);
}

/** A list screen on the kit: name and status filters, status '0' by default. */
export function KitScreen(props: {
  syncUrl?: boolean;
  actions?: ListAction<KitRow>[];
  rowActions?: ListAction<KitRow>[];
}) {
  const list = useListQuery({
    queryKey: kitKeys.list,
    queryFn: fetchKitRows,
    filters: { name: 'text', status: 'text' },
    defaultFilters: { status: '0' },
    syncUrl: props.syncUrl,
  });
  return (
    <>
      <ListPage
        list={list}
        rowKey="id"
        columns={kitColumns}
        search={nameSearch}
        actions={props.actions}
        rowActions={props.rowActions}
      />
      <Where />
    </>
  );
}
