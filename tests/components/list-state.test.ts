import {
  lastPage,
  pageAfterSizeChange,
  readListState,
  sortOrderOf,
  toRequestParams,
  toSorts,
  writeListState,
  type FilterSpec,
} from '@/components/list';

const spec: FilterSpec = {
  postCode: 'text',
  status: 'list',
  createTime: 'dateRange',
  login: 'dateRange:LoginTime',
};
const defaults = { pageSize: 20, filters: {} };

describe('list state in the URL', () => {
  it('gives a fresh visit the defaults and a URL with list keys exactly its state', () => {
    expect(
      readListState(new URLSearchParams('tab=a'), spec, { pageSize: 20, filters: { postCode: 'x' } }),
    ).toEqual({
      pageNum: 1,
      pageSize: 20,
      filters: { postCode: 'x' },
    });
    const state = readListState(
      new URLSearchParams('pageNum=3&pageSize=50&postCode=%20ceo%20&status=0&status=1&sorts=postSort%23asc'),
      spec,
      defaults,
    );
    expect(state).toEqual({
      pageNum: 3,
      pageSize: 50,
      sorts: 'postSort#asc',
      filters: { postCode: 'ceo', status: ['0', '1'] },
    });
  });

  it('ignores page sizes outside 10/20/30/50 and bad page numbers', () => {
    const state = readListState(new URLSearchParams('pageNum=-2&pageSize=1000'), spec, defaults);
    expect(state).toMatchObject({ pageNum: 1, pageSize: 20 });
  });

  it('writes the state back, keeping foreign parameters and leaving out the default size', () => {
    const query = writeListState(
      new URLSearchParams('tab=a&postCode=old'),
      {
        pageNum: 2,
        pageSize: 20,
        filters: { postCode: 'new', status: ['0'], createTime: ['2025-01-01', '2025-01-31'] },
      },
      spec,
    );
    expect(query.toString()).toBe(
      'tab=a&postCode=new&status=0&createTime=2025-01-01&createTime=2025-01-31&pageNum=2',
    );
    expect(readListState(query, spec, defaults).filters.createTime).toEqual(['2025-01-01', '2025-01-31']);
  });

  it('builds the backend parameters: lists comma-joined, date ranges under params', () => {
    const params = toRequestParams(
      {
        pageNum: 2,
        pageSize: 10,
        sorts: 'a#desc',
        filters: {
          postCode: 'ceo',
          status: ['0', '1'],
          createTime: ['2025-01-01', '2025-01-31'],
          login: ['2025-02-01', '2025-02-02'],
        },
      },
      spec,
    );
    expect(params).toEqual({
      postCode: 'ceo',
      status: '0,1',
      params: {
        beginTime: '2025-01-01',
        endTime: '2025-01-31',
        beginLoginTime: '2025-02-01',
        endLoginTime: '2025-02-02',
      },
      pageNum: 2,
      pageSize: 10,
      sorts: 'a#desc',
    });
    expect(toRequestParams({ pageNum: 1, pageSize: 20, filters: {} }, spec, false)).toEqual({});
  });

  it('converts antd sorters to the backend sorts expression and back', () => {
    expect(
      toSorts([
        { field: 'publishDate', order: 'descend' },
        { field: 'title', order: null },
        { field: ['a', 'b'], order: 'ascend' },
      ]),
    ).toBe('publishDate#desc@a.b#asc');
    expect(sortOrderOf('publishDate#desc@a.b#asc', 'a.b')).toBe('ascend');
    expect(sortOrderOf(undefined, 'x')).toBeNull();
  });
});

describe('paginator rules', () => {
  it('restarts at page 1 when a larger size would overflow, as RuoYi does', () => {
    expect(pageAfterSizeChange(2, 50, 32)).toBe(1);
    expect(pageAfterSizeChange(2, 10, 32)).toBe(2);
    expect(pageAfterSizeChange(1, 50, 32)).toBe(1);
    expect(lastPage(41, 20)).toBe(3);
    expect(lastPage(0, 20)).toBe(1);
  });
});
