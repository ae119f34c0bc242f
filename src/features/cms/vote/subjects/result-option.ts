import type { VoteSubject } from '@/api/vote/subject';
import type { ChartOption } from '@/components/chart';

import { itemLetter } from './item-rows';

/** The widest an item's name may be beside its bar; a longer one ends in "…" (its tooltip has it all). */
const LABEL_WIDTH = 320;

/**
 * A horizontal bar per item of one subject: its letter and content against its votes. The grid keeps
 * the item names inside the chart (echarts 6's outer bounds: the grid's own box, holding the axis
 * labels; the deprecated `containLabel` did the same and warned).
 */
export function resultOption(subject: VoteSubject): ChartOption {
  const items = subject.itemList ?? [];
  const names = items.map((item, i) => `${itemLetter(i)}. ${item.content}`);
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 8, bottom: 8, outerBoundsMode: 'same', outerBoundsContain: 'axisLabel' },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: names,
      inverse: true,
      axisLabel: { width: LABEL_WIDTH, overflow: 'truncate' },
    },
    series: [{ type: 'bar', data: items.map((i) => i.total), label: { show: true, position: 'right' } }],
  };
}
