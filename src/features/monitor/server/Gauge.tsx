import { useMemo } from 'react';

import { EChart } from '@/components/chart';

import { percentGauge } from './gauge';
import { serverI18n } from './i18n';

/** A usage gauge; its text alternative carries the figure (screen readers, canvas-less tests). */
export function Gauge({ name, value }: { name: string; value: number }) {
  const t = serverI18n.useT();
  const option = useMemo(() => percentGauge(name, value), [name, value]);
  return <EChart option={option} label={t('gaugeLabel', { name, value })} height={180} />;
}
