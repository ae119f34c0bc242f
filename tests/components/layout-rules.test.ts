import { theme } from 'antd';
import { describe, expect, it } from 'vitest';

import {
  accessibleComponents,
  accessibleTokens,
  contrast,
  DARK_ELEVATED,
  DARK_GROUND,
  DARK_SIDEBAR,
  darkPrimary,
  textOnPrimary,
} from '@/app/a11y-theme';
import { buildTheme } from '@/app/theme';
import { layoutColumns, MIN_TEXT_WIDTH, OPERATION_COLUMN_KEY } from '@/components/list/column-layout';
import { rowActionsWidth, splitRowActions } from '@/components/list/RowActionButtons';
import { percentGauge } from '@/features/monitor/server/gauge';
import { trendOption } from '@/features/system/home/trend-option';
import { THEME_PRESETS } from '@/stores/layout-settings';

/** The settings drawer's colours plus light ones a user may type. */
const THEME_COLORS = [...THEME_PRESETS, '#409EFF', '#ffff00', '#7fffd4'];

describe('list column widths', () => {
  it('keeps declared widths (never under the one-line header), ellipsizes plain text and sums the minimum', () => {
    const { columns, scrollX } = layoutColumns(
      [
        { key: 'id', dataIndex: 'id', title: 'ID', width: 80 },
        { key: 'name', dataIndex: 'name', title: '用户名称' },
        { key: 'dept', dataIndex: 'dept', title: '部门' },
        { key: 'time', dataIndex: 'time', title: 'Creation time and date', width: 60 },
        { key: 'status', dataIndex: 'status', title: '状态', width: 90, render: () => 'x' },
      ],
      48,
    );
    const [id, name, dept, time, status] = columns;
    // A plain text column declared narrower than a text column may be is widened to it.
    expect(id).toMatchObject({ width: MIN_TEXT_WIDTH, ellipsis: true });
    // Flexible columns share the spare width: no fixed width, at least the minimum in scrollX.
    expect(name?.width).toBeUndefined();
    expect(dept?.width).toBeUndefined();
    expect(name?.ellipsis).toBe(true);
    // A header that does not fit its declared width widens the column instead of wrapping.
    expect(Number(time?.width)).toBeGreaterThan(150);
    // A rendered cell (tags, buttons) is left as the screen drew it.
    expect(status?.ellipsis).toBeUndefined();
    expect(scrollX).toBe(48 + MIN_TEXT_WIDTH + 2 * MIN_TEXT_WIDTH + Number(time?.width) + 90);
  });

  it('gives a wider minimum (the content title, 240 px) to its column: smaller flexible ones get fixed', () => {
    const { columns, scrollX } = layoutColumns([
      { key: 'title', dataIndex: 'title', title: '标题', minWidth: 240, render: () => 't' },
      { key: 'author', dataIndex: 'author', title: '作者' },
      { key: 'time', dataIndex: 'time', title: '时间', width: 170 },
    ]);
    expect(columns[0]?.width).toBeUndefined();
    expect(columns[1]?.width).toBe(MIN_TEXT_WIDTH);
    // At the narrowest the title gets exactly its minimum: scrollX minus the other columns.
    expect(scrollX - MIN_TEXT_WIDTH - 170).toBe(240);
  });

  it('pins the row-action column to the right edge, and only it, so a sideways-scrolled table keeps its actions', () => {
    const { columns } = layoutColumns([
      { key: 'name', dataIndex: 'name', title: '名称' },
      { key: 'status', dataIndex: 'status', title: '状态', width: 90, render: () => 'x' },
      { key: OPERATION_COLUMN_KEY, title: '操作', width: 160, render: () => 'x' },
    ]);
    expect(columns.map((c) => c.fixed)).toEqual([undefined, undefined, 'right']);
    // A screen that chose where its action column sits keeps its choice.
    const own = layoutColumns([{ key: OPERATION_COLUMN_KEY, title: '操作', width: 160, fixed: false }]);
    expect(own.columns[0]?.fixed).toBe(false);
  });
});

describe('row actions', () => {
  it('shows up to three; with more, two and "More"', () => {
    expect(splitRowActions(['a', 'b', 'c'])).toEqual({ shown: ['a', 'b', 'c'], more: [] });
    expect(splitRowActions(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b'], more: ['c', 'd', 'e'] });
    expect(splitRowActions(['a', 'b', 'c', 'd'], 1)).toEqual({ shown: ['a'], more: ['b', 'c', 'd'] });
  });

  it('sizes the column for what it shows, not for every action', () => {
    const five = rowActionsWidth(['修改', '删除', '重置密码', '分配角色', '数据权限'], {
      icons: true,
      moreLabel: '更多',
    });
    const two = rowActionsWidth(['修改', '删除'], { icons: true, moreLabel: '更多' });
    expect(five).toBeGreaterThan(two);
    expect(five).toBeLessThan(260);
    // What Chromium draws for that row (修改, 删除 and More with their icons: 66 + 66 + 64 px) fits.
    expect(five).toBeGreaterThanOrEqual(66 + 66 + 64 + 16);
  });

  it('counts the icon of the one command that has it (the content list: Preview with its eye)', () => {
    const width = rowActionsWidth([{ label: '预览', icon: true }, '发布', '待发布', '-'], {
      moreLabel: '更多',
      inline: 3,
    });
    // What Chromium draws for that cell at 1440 px: 预览 66, 发布 44, 待发布 58, 更多 64, padding 16 + 16.
    expect(width).toBeGreaterThanOrEqual(66 + 44 + 58 + 64 + 32);
    // Plain labels without icons stay as narrow as they are.
    expect(rowActionsWidth(['发布', '待发布'], { moreLabel: '更多' })).toBeLessThan(width - 66 - 64);
  });
});

/** Tokens antd and the console paint as text (DictTag's primary tags take colorPrimaryTextActive). */
const TEXT_TOKENS = [
  'colorPrimary',
  'colorPrimaryText',
  'colorPrimaryTextActive',
  'colorLink',
  'colorLinkHover',
  'colorError',
] as const;

describe('text on the theme colour', () => {
  it.each(THEME_COLORS)(
    '%s: primary buttons and the selected menu item read at 4.5:1, light and dark',
    (color) => {
      for (const dark of [false, true]) {
        const tokens = accessibleTokens(color, dark);
        const ground = dark ? darkPrimary(String(tokens.colorPrimary)) : String(tokens.colorPrimary);
        const text = textOnPrimary(color, dark);
        expect(contrast(text, ground)).toBeGreaterThanOrEqual(4.5);
        const components = accessibleComponents(color, dark);
        expect(components?.Button?.primaryColor).toBe(text);
        // The dark sidebar's selected item, and the title of its group on the sidebar's navy.
        const menu = components?.Menu;
        const selected = String(menu?.darkItemSelectedColor);
        expect(contrast(selected, String(menu?.darkItemSelectedBg))).toBeGreaterThanOrEqual(4.5);
        expect(contrast(selected, DARK_SIDEBAR)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('picks dark text on a light theme colour in dark mode, and on the default blue, lightened there', () => {
    expect(textOnPrimary('#ffd700', true)).not.toBe('#ffffff');
    expect(textOnPrimary('#1677ff', false)).toBe('#ffffff');
    expect(textOnPrimary('#1677ff', true)).not.toBe('#ffffff');
  });

  it.each(THEME_COLORS)(
    '%s: what antd paints as text (theme colour, links, error red) reads on every ground of the mode',
    (color) => {
      for (const dark of [false, true]) {
        // The tokens after antd's algorithm: in dark mode it derives its own colours from the seeds.
        const painted = theme.getDesignToken(buildTheme({ colorPrimary: color, dark, size: 'medium' }));
        // Also a selected row or item, in both modes (links and the theme colour sit on it).
        const grounds = dark
          ? [DARK_GROUND, DARK_ELEVATED, painted.controlItemBgActive]
          : ['#ffffff', painted.controlItemBgActive];
        for (const ground of grounds)
          for (const name of TEXT_TOKENS)
            expect(contrast(painted[name], ground), `${name} on ${ground}`).toBeGreaterThanOrEqual(4.5);
        // Status tags (filled: the status colour on its own tint).
        if (dark)
          for (const status of ['Success', 'Warning', 'Error', 'Info'] as const)
            expect(
              contrast(painted[`color${status}`], painted[`color${status}Bg`]),
              `${status} tag`,
            ).toBeGreaterThanOrEqual(4.5);
        // ...and the text on those colours as grounds (primary and danger buttons).
        const button = accessibleComponents(color, dark)?.Button;
        expect(contrast(String(button?.primaryColor), painted.colorPrimary)).toBeGreaterThanOrEqual(4.5);
        expect(contrast(String(button?.dangerColor), painted.colorError)).toBeGreaterThanOrEqual(4.5);
      }
    },
  );
});

describe('charts', () => {
  it('labels a gauge at its ends only, the value in the middle above its name', () => {
    interface GaugeSeries {
      axisLabel: { formatter: (tick: number) => string };
      detail: { offsetCenter: [number, string] };
      title: { offsetCenter: [number, string] };
    }
    const option = percentGauge('CPU', 42) as { series: GaugeSeries[] };
    const [gauge] = option.series;
    if (!gauge) throw new Error('no gauge');
    const label = gauge.axisLabel.formatter;
    expect([0, 10, 30, 50, 70, 100].map(label)).toEqual(['0', '', '', '', '', '100']);
    const [, valueY] = gauge.detail.offsetCenter;
    const [, nameY] = gauge.title.offsetCenter;
    expect(parseFloat(nameY) - parseFloat(valueY)).toBeGreaterThanOrEqual(25);
  });

  it('puts the visit trend legend above the plot, clear of the x-axis', () => {
    const option = trendOption(
      { success: true, xaxisDatas: ['d1'], datas: {} },
      { pv: 'PV', uv: 'UV', ip: 'IP' },
    ) as {
      legend: { top?: number; bottom?: number };
      grid: { top: number };
    };
    expect(option.legend.top).toBe(0);
    expect(option.legend.bottom).toBeUndefined();
    expect(option.grid.top).toBeGreaterThanOrEqual(32);
  });
});
