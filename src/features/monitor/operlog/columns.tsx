import { Tag } from 'antd';

import type { SysOperLog } from '@/api/monitor/operlog';
import type { ListColumn } from '@/components/list';
import { localizeLocation } from '@/lib/utils';

import type { operlogI18n } from './i18n';

type T = ReturnType<typeof operlogI18n.useT>;

const BUSINESS_TYPES = ['INSERT', 'UPDATE', 'DELETE', 'GRANT', 'EXPORT', 'IMPORT', 'CLEAN', 'OTHER'] as const;
type BusinessType = (typeof BUSINESS_TYPES)[number];

/** The enum name in the user's language; an unknown name is shown as sent. */
export function businessTypeLabel(t: T, value: string): string {
  return (BUSINESS_TYPES as readonly string[]).includes(value)
    ? t(`businessTypes.${value as BusinessType}`)
    : value;
}

export function ResponseCode({ code }: { code: number }) {
  return <Tag color={Number(code) === 200 ? 'success' : 'error'}>{code}</Tag>;
}

export function operlogColumns(t: T): ListColumn<SysOperLog>[] {
  return [
    { key: 'operId', dataIndex: 'operId', title: t('operId'), width: 170 },
    { key: 'title', dataIndex: 'title', title: t('title'), ellipsis: true },
    {
      key: 'businessType',
      dataIndex: 'businessType',
      title: t('businessType'),
      width: 100,
      render: (value: string) => businessTypeLabel(t, value),
    },
    { key: 'requestMethod', dataIndex: 'requestMethod', title: t('requestMethod'), width: 100 },
    { key: 'operName', dataIndex: 'operName', title: t('operName'), width: 120 },
    { key: 'operIp', dataIndex: 'operIp', title: t('operIp'), width: 130 },
    {
      key: 'operLocation',
      dataIndex: 'operLocation',
      title: t('operLocation'),
      ellipsis: true,
      render: (value: string) => localizeLocation(value),
    },
    {
      key: 'responseCode',
      dataIndex: 'responseCode',
      title: t('responseCode'),
      width: 90,
      render: (value: number) => <ResponseCode code={value} />,
    },
    { key: 'operTime', dataIndex: 'operTime', title: t('operTime'), width: 180, sorter: true },
    {
      key: 'cost',
      dataIndex: 'cost',
      title: t('cost'),
      width: 110,
      render: (value: number) => t('ms', { cost: value }),
    },
  ];
}
