import { render } from '@testing-library/react';

import { dateRangeParams } from '@/components/date';
import { ICON_MAP, menuIcon } from '@/components/icons';
import { exportFileName } from '@/components/list';
import { toTreeOptions } from '@/components/tree';
import { checkFile, toNameList } from '@/components/upload';

describe('kit helpers', () => {
  it('turns flat rows into tree options with an optional root and disabled nodes', () => {
    const rows = [
      { deptId: '100', parentId: '0', deptName: '总部' },
      { deptId: '101', parentId: '100', deptName: '研发' },
      { deptId: '102', parentId: '100', deptName: '编辑' },
    ];
    const tree = toTreeOptions(
      rows,
      { id: 'deptId', parent: 'parentId', label: 'deptName', disabled: (d) => d.deptId === '102' },
      { value: '0', title: '根' },
    );
    expect(tree).toEqual([
      {
        value: '0',
        title: '根',
        children: [
          {
            value: '100',
            title: '总部',
            disabled: undefined,
            children: [
              { value: '101', title: '研发', disabled: undefined, children: undefined },
              { value: '102', title: '编辑', disabled: true, children: undefined },
            ],
          },
        ],
      },
    ]);
  });

  it('produces beginTime/endTime (or begin<Prop>/end<Prop>) for a date range', () => {
    expect(dateRangeParams(['2025-01-01', '2025-01-31'])).toEqual({
      beginTime: '2025-01-01',
      endTime: '2025-01-31',
    });
    expect(dateRangeParams(['2025-01-01', '2025-01-31'], 'LoginTime')).toEqual({
      beginLoginTime: '2025-01-01',
      endLoginTime: '2025-01-31',
    });
    expect(dateRangeParams(undefined)).toEqual({});
  });

  it('draws every menu-table icon name and falls back for unknown ones', () => {
    for (const name of [
      'system',
      'peoples',
      'tree-table',
      'post',
      'dict',
      'logininfor',
      'druid',
      'cascader',
    ]) {
      expect(ICON_MAP[name]).toBeDefined();
    }
    expect(menuIcon('#')).toBeUndefined();
    const { container } = render(<>{menuIcon('no-such-icon')}</>);
    expect(container.querySelector('[aria-label="appstore"]')).not.toBeNull();
  });

  it('checks uploads against the seed rules', () => {
    const rules = { types: ['doc', 'pdf'], maxSizeMb: 5 };
    expect(checkFile({ name: 'a.PDF', size: 1024 }, rules)).toBeUndefined();
    expect(checkFile({ name: 'a.exe', size: 1024 }, rules)).toEqual({ kind: 'type', types: 'doc/pdf' });
    expect(checkFile({ name: 'a.doc', size: 6 * 1024 * 1024 }, rules)).toEqual({ kind: 'size', sizeMb: 5 });
    // Images count by MIME type too.
    const image = { types: ['png', 'jpg', 'jpeg'], byMime: true };
    expect(checkFile({ name: 'photo', size: 10, type: 'image/png' }, image)).toBeUndefined();
    expect(checkFile({ name: 'photo.gif', size: 10, type: 'image/gif' }, image)?.kind).toBe('type');
    expect(toNameList('a.png, b.png,')).toEqual(['a.png', 'b.png']);
  });

  it('names exports <prefix>_<yyyyMMddHHmmss>.xlsx', () => {
    expect(exportFileName('post', new Date(2025, 0, 2, 3, 4, 5))).toBe('post_20250102030405.xlsx');
  });
});
