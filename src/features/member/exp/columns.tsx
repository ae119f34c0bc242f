import type { MemberExpConfig } from '@/api/member/exp-config';
import type { ListColumn } from '@/components/list';

import type { ExpT as T } from './i18n';

export function expColumns(t: T): ListColumn<MemberExpConfig>[] {
  const limit = (value: number) => (value === 0 ? t('noLimit') : value);
  return [
    {
      key: 'opType',
      title: t('opType'),
      render: (_: unknown, row: MemberExpConfig) => `${row.opTypeName ?? ''}[${row.opType}]`,
    },
    { key: 'levelTypeName', dataIndex: 'levelTypeName', title: t('levelType') },
    { key: 'exp', dataIndex: 'exp', title: t('exp'), width: 100 },
    { key: 'dayLimit', dataIndex: 'dayLimit', title: t('dayLimit'), width: 110, render: limit },
    { key: 'totalLimit', dataIndex: 'totalLimit', title: t('totalLimit'), width: 110, render: limit },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
  ];
}
