import { Typography } from 'antd';

import type { SysConfig } from '@/api/system/config';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

type T = (
  key: 'configId' | 'configName' | 'configKey' | 'configValue' | 'fixed' | 'remark' | 'createTime',
) => string;

export function configColumns(t: T): ListColumn<SysConfig>[] {
  return [
    { key: 'configId', dataIndex: 'configId', title: t('configId'), width: 90 },
    { key: 'configName', dataIndex: 'configName', title: t('configName'), ellipsis: true },
    { key: 'configKey', dataIndex: 'configKey', title: t('configKey'), ellipsis: true },
    {
      key: 'configValue',
      dataIndex: 'configValue',
      title: t('configValue'),
      render: (value: string) => (
        <Typography.Text ellipsis={{ tooltip: value }} style={{ maxWidth: 240 }}>
          {value}
        </Typography.Text>
      ),
    },
    {
      key: 'fixed',
      dataIndex: 'fixed',
      title: t('fixed'),
      width: 100,
      render: (value: string) => <DictTag type="YesOrNo" value={value} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('remark'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 180 },
  ];
}
