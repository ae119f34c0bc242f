import type { SysDept } from '@/api/system/dept';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

type T = (key: 'deptName' | 'orderNum' | 'status' | 'createTime') => string;

export function deptColumns(t: T): ListColumn<SysDept>[] {
  return [
    { key: 'deptName', dataIndex: 'deptName', title: t('deptName'), width: 260, hideable: false },
    { key: 'orderNum', dataIndex: 'orderNum', title: t('orderNum'), width: 200 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 100,
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 200 },
  ];
}
