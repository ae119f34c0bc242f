import type { EChartsCoreOption } from 'echarts/core';

/** V1.5.5 "Command Stat": a rose pie of calls per command. */
export function commandPie(title: string, stats: { name: string; value: string }[]): EChartsCoreOption {
  return {
    tooltip: { trigger: 'item', formatter: '{a}<br/>{b}: {c} ({d}%)' },
    series: [
      {
        name: title,
        type: 'pie',
        roseType: 'radius',
        radius: [15, 95],
        center: ['50%', '50%'],
        data: stats.map((s) => ({ name: s.name, value: Number(s.value) })),
      },
    ],
  };
}

/**
 * V1.5.5 "Memory": a 0–1000 gauge of `parseFloat(used_memory_human)` labelled with the human string
 * (the unit is whatever Redis chose, as in the original screen).
 */
export function memoryGauge(title: string, human: string): EChartsCoreOption {
  return {
    tooltip: { formatter: `{b}<br/>{a}: ${human}` },
    series: [
      {
        name: title,
        type: 'gauge',
        min: 0,
        max: 1000,
        detail: { formatter: human, fontSize: 18 },
        data: [{ value: Number.parseFloat(human) || 0, name: title }],
      },
    ],
  };
}
