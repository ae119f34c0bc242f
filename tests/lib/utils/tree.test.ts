import { handleTree, isExternalLink } from '@/lib/utils';

describe('handleTree', () => {
  it('builds a tree with roots whose parent is absent, comparing ids as text', () => {
    const list = [
      { id: '1', parentId: '0', name: 'root' },
      { id: '2', parentId: 1, name: 'child' },
      { id: '3', parentId: '2', name: 'grandchild' },
      { id: '4', parentId: '0', name: 'other root' },
    ];
    expect(handleTree(list)).toEqual([
      {
        id: '1',
        parentId: '0',
        name: 'root',
        children: [
          { id: '2', parentId: 1, name: 'child', children: [{ id: '3', parentId: '2', name: 'grandchild' }] },
        ],
      },
      { id: '4', parentId: '0', name: 'other root' },
    ]);
  });

  it('supports custom keys and does not mutate the input', () => {
    const list = [
      { deptId: 10, parent: null, sub: [{ stale: true }] },
      { deptId: 11, parent: 10 },
    ];
    const snapshot = structuredClone(list);
    const tree = handleTree(list, 'deptId', 'parent', 'sub');
    expect(tree).toEqual([{ deptId: 10, parent: null, sub: [{ deptId: 11, parent: 10 }] }]);
    expect(list).toEqual(snapshot);
  });

  it('handles empty lists, self-parents and cycles', () => {
    expect(handleTree([])).toEqual([]);
    expect(handleTree([{ id: 1, parentId: 1 }])).toEqual([{ id: 1, parentId: 1 }]);
    expect(
      handleTree([
        { id: 1, parentId: 2 },
        { id: 2, parentId: 1 },
      ]),
    ).toEqual([]);
  });
});

describe('isExternalLink', () => {
  it.each<[string | null | undefined, boolean]>([
    ['http://a.com', true],
    ['https://a.com', true],
    ['HTTPS://A.COM', true],
    ['mailto:a@b.c', true],
    ['tel:123', true],
    ['/system/user', false],
    ['ftp://a.com', false],
    ['javascript:alert(1)', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (path, expected) => {
    expect(isExternalLink(path)).toBe(expected);
  });
});
