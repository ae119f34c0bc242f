import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useListQuery } from '@/components/list';
import { feedback } from '@/lib/feedback';

import {
  choosePageSize,
  expectLastCall,
  fetchKitRows,
  kitKeys,
  KitScreen,
  pageItem,
  seedRows,
  server,
  shownNames,
  where,
} from './list-kit-fixture';
import { renderKit } from './render-kit';
import { getButton, searchForm, setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();

const next = () => document.querySelector('.ant-pagination-next') as HTMLElement;
const urlState = () => {
  const query = new URLSearchParams(where());
  return { pageNum: query.get('pageNum'), pageSize: query.get('pageSize') };
};

beforeEach(() => seedRows(45));

describe('list kit: paging and state', () => {
  it('pages through the server with the state in the URL; a size change past the total restarts at page 1', async () => {
    const user = userEvent.setup();
    renderKit(<KitScreen />);
    // A fresh visit gets the default filters.
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    expect(await screen.findByText('共 23 条')).toBeInTheDocument();

    await user.click(pageItem(2));
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 20 });
    await waitFor(() => expect(where()).toContain('pageNum=2'));

    // Page 2 × 50 rows passes the 23 rows: back to page 1 (RuoYi's rule).
    await choosePageSize(user, 50);
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 50 });
    await waitFor(() => expect(where()).toContain('pageSize=50'));

    await choosePageSize(user, 10);
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 10 });
    await user.click(next());
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 10 });
    // Pages loaded before come from the cache: the URL tells the state from here on.
    // Page 2 × 20 = 40 passes 23: page 1 again.
    await choosePageSize(user, 20);
    await waitFor(() => expect(urlState()).toEqual({ pageNum: '1', pageSize: null }));
    // Page 2 × 10 = 20 stays within 23: the page is kept.
    await user.click(next());
    await waitFor(() => expect(urlState()).toEqual({ pageNum: '2', pageSize: null }));
    await choosePageSize(user, 10);
    await waitFor(() => expect(urlState()).toEqual({ pageNum: '2', pageSize: '10' }));
    expect(shownNames()).toEqual([
      'row-21',
      'row-23',
      'row-25',
      'row-27',
      'row-29',
      'row-31',
      'row-33',
      'row-35',
      'row-37',
      'row-39',
    ]);
  });

  it('steps back to the last page that has rows when the page is past the end (deleted rows, old link)', async () => {
    const user = userEvent.setup();
    renderKit(<KitScreen />, { path: '/?pageNum=9&status=0' });
    // Page 9 of 23 rows does not exist: the list moves to page 2 by itself.
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 20 });
    await waitFor(() => expect(shownNames()).toHaveLength(3), SLOW);
    await waitFor(() => expect(where()).toContain('pageNum=2'));

    // The three rows of page 2 are deleted elsewhere; a refresh finds page 2 empty and goes to page 1.
    server.rows = server.rows.filter((r) => !['row-41', 'row-43', 'row-45'].includes(r.name));
    await user.click(getButton(/^刷新$/));
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    await waitFor(() => expect(shownNames()).toHaveLength(20), SLOW);
  });

  it('keeps the state of a local list in memory, leaving the URL alone', async () => {
    const user = userEvent.setup();
    renderKit(<KitScreen syncUrl={false} />, { path: '/?tab=x' });
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    await user.click(await waitFor(() => pageItem(2)));
    await expectLastCall({ status: '0', pageNum: 2, pageSize: 20 });
    expect(where()).toBe('?tab=x');
  });

  it('searches from page 1, and Reset restores the default filters and clears typed input', async () => {
    const user = userEvent.setup();
    renderKit(<KitScreen />, { path: '/?pageNum=2' });
    await expectLastCall({ pageNum: 2, pageSize: 20 });
    const form = searchForm();
    await user.type(within(form).getByLabelText('Name filter'), 'row-1');
    await user.click(getButton(/搜\s*索/, form));
    await expectLastCall({ name: 'row-1', pageNum: 1, pageSize: 20 });
    // The call leaves while the new state renders (the query client fetches a new query at once), so
    // the URL shown is the committed render's.
    await waitFor(() => expect(where()).toContain('name=row-1'));
    await waitFor(() => expect(shownNames()).toHaveLength(10), SLOW);

    await user.click(getButton(/重\s*置/, form));
    await expectLastCall({ status: '0', pageNum: 1, pageSize: 20 });
    expect(within(form).getByLabelText('Name filter')).toHaveValue('');

    // Typed but never searched: Reset clears it though the URL does not change.
    await user.type(within(form).getByLabelText('Name filter'), 'zzz');
    const calls = server.calls.length;
    await user.click(getButton(/重\s*置/, form));
    expect(within(form).getByLabelText('Name filter')).toHaveValue('');
    expect(server.calls.length).toBe(calls);
  });

  it('shows a failed load once, through the query error policy', async () => {
    server.failWith = 'list endpoint down';
    renderKit(<KitScreen />);
    await toast('list endpoint down', 'error');
    expect(vi.mocked(feedback.error)).toHaveBeenCalledTimes(1);
    expect(shownNames()).toEqual([]);
  });
});

/**
 * Filter names are checked against the query type by the compiler (`tsc -b` covers tests/): this hook
 * is never called; each `@ts-expect-error` line fails the type check if a misspelt name compiles again.
 */
export function useFilterTypings() {
  const base = { queryKey: kitKeys.list, queryFn: fetchKitRows };
  useListQuery({ ...base, filters: { name: 'text', status: 'list', createTime: 'dateRange' } });
  // @ts-expect-error `nmae` is not a parameter of KitQuery: the filter would be dropped silently
  useListQuery({ ...base, filters: { nmae: 'text' } });
  // @ts-expect-error a name outside KitQuery may only be a date range (sent as params[begin…])
  useListQuery({ ...base, filters: { loginTime: 'list' } });
}
