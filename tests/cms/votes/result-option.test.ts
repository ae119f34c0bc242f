import type * as Charts from 'echarts/charts';
import type * as Components from 'echarts/components';
import type * as Core from 'echarts/core';
import type * as Renderers from 'echarts/renderers';

import type { VoteSubject } from '@/api/vote/subject';
import { resultOption } from '@/features/cms/vote/subjects/result-option';

// The real, tree-shaken echarts the console loads (the screens' tests get a stand-in), drawn
// server-side to SVG: jsdom has no canvas, so text is measured by a fixed rule (a CJK character one
// em, others 0.6 em).
const echarts = await vi.importActual<typeof Core>('echarts/core');
const { BarChart } = await vi.importActual<typeof Charts>('echarts/charts');
const { GridComponent, TooltipComponent } = await vi.importActual<typeof Components>('echarts/components');
const { SVGRenderer } = await vi.importActual<typeof Renderers>('echarts/renderers');
echarts.use([BarChart, GridComponent, TooltipComponent, SVGRenderer]);
echarts.setPlatformAPI({
  measureText: (text: string, font?: string) => {
    const size = Number(/(\d+)px/.exec(font ?? '')?.[1] ?? 12);
    const cjk = text.match(/[\u2e80-\u9fff\uff00-\uffef]/g)?.length ?? 0;
    return { width: size * (cjk + 0.6 * (text.length - cjk)) };
  },
});

const WIDTH = 712;

function subject(contents: string[]): VoteSubject {
  return {
    subjectId: '1',
    voteId: '1',
    type: 'radio',
    title: '总体评价',
    sortFlag: 1,
    itemList: contents.map((content, i) => ({
      itemId: String(i + 1),
      voteId: '1',
      subjectId: '1',
      type: 'Text',
      content,
      sortFlag: i + 1,
      total: 10 * (i + 1),
      voteTotal: 60,
    })),
  };
}

/** Where the plot starts: the pixel of 0 votes, right of the item names beside it. */
function plotLeft(contents: string[]): number {
  const chart = echarts.init(null, undefined, { renderer: 'svg', ssr: true, width: WIDTH, height: 200 });
  chart.setOption(resultOption(subject(contents)));
  const [x] = chart.convertToPixel({ gridIndex: 0 }, [0, 0]) as number[];
  chart.dispose();
  return Number(x);
}

describe('vote results chart', () => {
  it('keeps the item names inside the chart without the deprecated grid.containLabel', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const short = plotLeft(['满意', '一般']);
    const long = plotLeft(['非常满意，改版后的页面清晰易用', '一般']);
    const huge = plotLeft(['很长的选项'.repeat(40), '一般']);
    const logged = log.mock.calls.map((call) => String(call[0]));
    log.mockRestore();
    expect(logged.filter((line) => line.includes('containLabel'))).toEqual([]);
    // The grid makes room for the names: the longer they are, the further right the bars start.
    expect(short).toBeGreaterThan(8 + 20);
    expect(long).toBeGreaterThan(short);
    // A very long name is cut short: the bars keep most of the width.
    expect(huge).toBeLessThan(WIDTH / 2);
  });
});
