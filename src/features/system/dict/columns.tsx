import { Link } from 'react-router-dom';

import type { SysDictData, SysDictType } from '@/api/system/dict';
import { DictTag, DictTagView } from '@/components/dict';
import type { ListColumn } from '@/components/list';

import type { dictI18n } from './i18n';

type T = ReturnType<typeof dictI18n.useT>;

export function dictTypeColumns(t: T): ListColumn<SysDictType>[] {
  return [
    { key: 'dictId', dataIndex: 'dictId', title: t('dictId'), width: 100 },
    { key: 'dictName', dataIndex: 'dictName', title: t('dictName'), ellipsis: true },
    {
      key: 'dictType',
      dataIndex: 'dictType',
      title: t('dictType'),
      render: (value: string, row) => <Link to={`/system/dict-data/index/${row.dictId}`}>{value}</Link>,
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

export function dictDataColumns(t: T): ListColumn<SysDictData>[] {
  return [
    { key: 'dictCode', dataIndex: 'dictCode', title: t('data.dictCode'), width: 100 },
    {
      key: 'dictLabel',
      dataIndex: 'dictLabel',
      title: t('data.dictLabel'),
      // Plain text for the default style, a tag in its color otherwise: what DictTag will show.
      render: (label: string, row) => (
        <DictTagView
          options={[
            {
              label,
              value: row.dictValue,
              listClass: row.listClass,
              cssClass: row.cssClass,
              isDefault: false,
            },
          ]}
          value={row.dictValue}
        />
      ),
    },
    { key: 'dictValue', dataIndex: 'dictValue', title: t('data.dictValue') },
    { key: 'dictSort', dataIndex: 'dictSort', title: t('data.dictSort'), width: 100 },
    {
      key: 'fixed',
      dataIndex: 'fixed',
      title: t('fixed'),
      width: 100,
      render: (value: string) => <DictTag type="YesOrNo" value={value} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('data.status'),
      width: 100,
      render: (value: string) => <DictTag type="EnableOrDisable" value={value} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('remark'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 180 },
  ];
}
