import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';

import { coreApi, coreKeys, type DynamicPageRequestArg, type DynamicPageType } from '@/api/cms/core';

import { staticizeI18n } from './i18n';
import { Details, ReferenceTable, YesNo } from './ReferenceTable';

/** The system dynamic pages (`GET /cms/dynamicPageTypes`): their paths and request arguments. */
export function DynamicTypeList() {
  const t = staticizeI18n.useT();
  const types = useQuery({ queryKey: coreKeys.extra('dynamicPageTypes'), queryFn: coreApi.dynamicPageTypes });
  return (
    <ReferenceTable<DynamicPageType>
      rows={types.data}
      loading={types.isLoading}
      error={types.error}
      rowKey="type"
      filterPlaceholder={t('dynamic.filter')}
      matches={(d, text) => d.name.toLowerCase().includes(text) || d.type.toLowerCase().includes(text)}
      columns={[
        { key: 'type', title: t('type'), dataIndex: 'type' },
        { key: 'name', title: t('dynamic.name'), dataIndex: 'name' },
        {
          key: 'requestPath',
          title: t('dynamic.requestPath'),
          render: (_, d) => (d.requestPath ? `/${d.requestPath.replace(/^\//, '')}` : ''),
        },
      ]}
      expanded={(d) => (
        <Details usage={d.desc}>
          <strong>{t('dynamic.requestArgs')}</strong>
          <Table<DynamicPageRequestArg>
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={d.requestArgs ?? []}
            columns={[
              { key: 'name', title: t('dynamic.argName'), dataIndex: 'name' },
              {
                key: 'type',
                title: t('type'),
                render: (_, arg) => (arg.type === 'Path' ? t('dynamic.argPath') : t('dynamic.argParameter')),
              },
              {
                key: 'mandatory',
                title: t('mandatory'),
                render: (_, arg) => <YesNo value={arg.mandatory} />,
              },
              { key: 'defValue', title: t('defaultValue'), dataIndex: 'defValue' },
              { key: 'desc', title: t('description'), dataIndex: 'desc' },
            ]}
          />
        </Details>
      )}
    />
  );
}
