import type { EChartsCoreOption } from 'echarts/core';

/** Above this share a resource counts as under pressure (V1.5.5 paints > 80 % red). */
export const WARN_PERCENT = 80;

/**
 * A 0–100 % gauge whose progress turns red past WARN_PERCENT. Sized for a 180 px card at 1280–1920 px:
 * the scale names only its ends (0 and 100, under the arc's feet), so no label meets another or the
 * value, which sits in the middle with the name under it.
 */
export function percentGauge(name: string, value: number): EChartsCoreOption {
  const color = value > WARN_PERCENT ? '#f5222d' : '#1677ff';
  return {
    tooltip: { formatter: '{b}: {c}%' },
    series: [
      {
        type: 'gauge',
        min: 0,
        max: 100,
        radius: '88%',
        center: ['50%', '55%'],
        splitNumber: 10,
        progress: { show: true, width: 10, itemStyle: { color } },
        axisLine: { lineStyle: { width: 10 } },
        pointer: { show: false },
        axisTick: { show: false },
        splitLine: { length: 6, distance: 2 },
        axisLabel: {
          distance: 14,
          fontSize: 10,
          formatter: (tick: number) => (tick === 0 || tick === 100 ? String(tick) : ''),
        },
        detail: { valueAnimation: true, formatter: '{value}%', fontSize: 18, offsetCenter: [0, '0%'] },
        title: { offsetCenter: [0, '32%'], fontSize: 12 },
        data: [{ value: Math.round(value * 100) / 100, name }],
      },
    ],
  };
}
