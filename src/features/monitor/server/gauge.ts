import type { EChartsCoreOption } from 'echarts/core';

/** Above this share a resource counts as under pressure (V1.5.5 paints > 80 % red). */
export const WARN_PERCENT = 80;

/** A 0–100 % gauge whose progress turns red past WARN_PERCENT. */
export function percentGauge(name: string, value: number): EChartsCoreOption {
  const color = value > WARN_PERCENT ? '#f5222d' : '#1677ff';
  return {
    tooltip: { formatter: '{b}: {c}%' },
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        progress: { show: true, width: 12, itemStyle: { color } },
        axisLine: { lineStyle: { width: 12 } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { length: 8 },
        axisLabel: { distance: 16, fontSize: 10 },
        title: { offsetCenter: [0, '70%'], fontSize: 12 },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 20, offsetCenter: [0, '20%'] },
        data: [{ value: Math.round(value * 100) / 100, name }],
      },
    ],
  };
}
