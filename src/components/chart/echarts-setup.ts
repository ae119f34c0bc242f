/**
 * The only module that imports echarts, always through `import()` from EChart.tsx, so the chart
 * library lands in its own chunk and never in the initial bundle. Tree-shaken: the core plus the
 * charts and components the console draws (gauges and pies of the monitors, the Home visit trend,
 * the bars of the publish statistics and vote results).
 */
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

export { echarts };
