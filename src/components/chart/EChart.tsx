import type { ECharts, EChartsCoreOption } from 'echarts/core';
import { useEffect, useLayoutEffect, useRef } from 'react';

import { prefersReducedMotion } from '@/lib/reduced-motion';
import { useAppState } from '@/stores/app';

/**
 * A chart drawn by echarts, loaded on first use. `label` is the chart's text alternative (and what a
 * test without canvas can read); the option is applied again whenever it changes (auto refresh).
 */
export function EChart({
  option,
  label,
  height = 200,
}: {
  option: EChartsCoreOption;
  label: string;
  height?: number;
}) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);
  const latest = useRef(option);
  // The init effect runs once; the chunk may arrive after later options, so it reads the newest.
  useLayoutEffect(() => {
    latest.current = option;
  });

  // echarts' own dark theme (light text, dim grid lines) on the page's ground in dark mode; a mode
  // switch draws the chart afresh.
  const dark = useAppState((s) => s.dark);
  useEffect(() => {
    let disposed = false;
    const resize = () => chart.current?.resize();
    void import('./echarts-setup').then(({ echarts }) => {
      if (disposed || !box.current) return;
      chart.current = echarts.init(box.current, dark ? 'dark' : undefined);
      // No entry animation for a user who asked the system for reduced motion.
      chart.current.setOption({ backgroundColor: 'transparent', animation: !prefersReducedMotion() });
      chart.current.setOption(latest.current);
      window.addEventListener('resize', resize);
    });
    return () => {
      disposed = true;
      window.removeEventListener('resize', resize);
      chart.current?.dispose();
      chart.current = null;
    };
  }, [dark]);

  useEffect(() => {
    chart.current?.setOption(option);
  }, [option]);

  return <div ref={box} role="img" aria-label={label} style={{ height, width: '100%' }} />;
}
