export { EChart } from './EChart';
export type { EChartsCoreOption as ChartOption } from 'echarts/core';
