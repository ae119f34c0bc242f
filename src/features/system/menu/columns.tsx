import type { SysMenu } from '@/api/system/menu';
import { DictTag } from '@/components/dict';
import { menuIcon } from '@/components/icons';
import type { ListColumn } from '@/components/list';

type T = (
  key: 'menuName' | 'icon' | 'orderNum' | 'perms' | 'component' | 'visible' | 'status' | 'createTime',
) => string;

export function menuColumns(t: T): ListColumn<SysMenu>[] {
  return [
    { key: 'menuName', dataIndex: 'menuName', title: t('menuName'), width: 200, hideable: false },
    {
      key: 'icon',
      dataIndex: 'icon',
      title: t('icon'),
      width: 80,
      align: 'center',
      render: (value: string | undefined) => menuIcon(value),
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: t('orderNum'), width: 80 },
    { key: 'perms', dataIndex: 'perms', title: t('perms'), ellipsis: true },
    { key: 'component', dataIndex: 'component', title: t('component'), ellipsis: true },
    {
      key: 'visible',
      dataIndex: 'visible',
      title: t('visible'),
      width: 100,
      render: (value: string) => <DictTag type="YesOrNo" value={value} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('status'),
      width: 100,
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 180 },
  ];
}
