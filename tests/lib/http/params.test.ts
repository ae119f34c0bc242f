import dayjs from 'dayjs';

import { addDateRange, serializeParams } from '@/lib/http';

describe('serializeParams (the tansParams rule)', () => {
  it.each<[string, object, string]>([
    ['empty object', {}, ''],
    ['skips null, empty string and undefined', { a: null, b: '', c: undefined, d: 1 }, 'd=1'],
    ['keeps 0 and false', { n: 0, f: false }, 'n=0&f=false'],
    ['encodes keys and values', { 'a b': 'x&y=z', q: '中文' }, 'a%20b=x%26y%3Dz&q=%E4%B8%AD%E6%96%87'],
    [
      'flattens one level as key[sub]',
      { params: { beginTime: '2024-01-01 00:00:00', endTime: '' } },
      'params%5BbeginTime%5D=2024-01-01%2000%3A00%3A00',
    ],
    ['arrays become indexed keys, as in the Vue console', { ids: ['1', '2'] }, 'ids%5B0%5D=1&ids%5B1%5D=2'],
    ['skips empty array entries', { ids: ['1', '', null] }, 'ids%5B0%5D=1'],
    ['skips a second level of nesting', { a: { b: { c: 1 }, d: 2 } }, 'a%5Bd%5D=2'],
    [
      'writes dates in the backend format',
      { t: new Date(2024, 0, 2, 3, 4, 5) },
      't=2024-01-02%2003%3A04%3A05',
    ],
    [
      'writes dayjs values too',
      { p: { begin: dayjs('2024-05-06 07:08:09') } },
      'p%5Bbegin%5D=2024-05-06%2007%3A08%3A09',
    ],
  ])('%s', (_label, params, expected) => {
    expect(serializeParams(params)).toBe(expected);
  });
});

describe('addDateRange', () => {
  it.each<[string, object, [string, string] | null | undefined, string | undefined, object]>([
    [
      'beginTime/endTime by default',
      { a: 1 },
      ['2024-01-01', '2024-01-31'],
      undefined,
      { a: 1, params: { beginTime: '2024-01-01', endTime: '2024-01-31' } },
    ],
    [
      'begin<Prop>/end<Prop> with a prop name',
      {},
      ['x', 'y'],
      'PublishDate',
      { params: { beginPublishDate: 'x', endPublishDate: 'y' } },
    ],
    [
      'keeps other nested params',
      { params: { other: 'o' } },
      ['x', 'y'],
      undefined,
      { params: { other: 'o', beginTime: 'x', endTime: 'y' } },
    ],
    [
      'a cleared range removes the keys',
      { params: { beginTime: 'x', endTime: 'y', k: 'v' } },
      null,
      undefined,
      { params: { k: 'v' } },
    ],
    ['no range gives an empty params object', {}, undefined, undefined, { params: {} }],
  ])('%s', (_label, params, range, prop, expected) => {
    expect(addDateRange(params, range, prop)).toEqual(expected);
  });

  it('does not mutate the query object and serialises as params[beginTime]', () => {
    const query = { pageNum: 1, params: { keep: '1' } };
    const result = addDateRange(query, ['2024-01-01', '2024-01-02']);
    expect(query).toEqual({ pageNum: 1, params: { keep: '1' } });
    expect(serializeParams(result)).toBe(
      'pageNum=1&params%5Bkeep%5D=1&params%5BbeginTime%5D=2024-01-01&params%5BendTime%5D=2024-01-02',
    );
  });
});
