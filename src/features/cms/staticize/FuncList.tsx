import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';

import { type FuncArg, staticizeApi, staticizeKeys, type TemplateFunction } from '@/api/cms/staticize';

import { staticizeI18n } from './i18n';
import { Details, ReferenceTable, YesNo } from './ReferenceTable';

/** The server's template functions (`GET /cms/staticize/functions`): arguments and aliases. */
export function FuncList() {
  const t = staticizeI18n.useT();
  const functions = useQuery({
    queryKey: staticizeKeys.extra('functions'),
    queryFn: staticizeApi.functions,
    staleTime: Infinity,
  });
  return (
    <ReferenceTable<TemplateFunction>
      rows={functions.data}
      loading={functions.isLoading}
      error={functions.error}
      rowKey="funcName"
      filterPlaceholder={t('func.filter')}
      matches={(fn, text) => fn.funcName.toLowerCase().includes(text)}
      columns={[
        { key: 'funcName', title: t('func.funcName'), dataIndex: 'funcName' },
        { key: 'desc', title: t('description'), dataIndex: 'desc', ellipsis: true },
      ]}
      expanded={(fn) => (
        <Details usage={fn.desc} demoLink={fn.demoLink}>
          {fn.aliases?.length ? (
            <div>
              <strong>{t('func.aliases')}</strong> {fn.aliases.map((a) => `[ ${a} ]`).join(', ')}
            </div>
          ) : null}
          <strong>{t('func.args')}</strong>
          <Table<FuncArg & { index: number }>
            size="small"
            rowKey="index"
            pagination={false}
            dataSource={(fn.funcArgs ?? []).map((arg, i) => ({ ...arg, index: i + 1 }))}
            columns={[
              { key: 'index', title: t('func.argIndex'), dataIndex: 'index' },
              { key: 'name', title: t('func.argName'), dataIndex: 'name' },
              { key: 'type', title: t('type'), dataIndex: 'type' },
              { key: 'required', title: t('mandatory'), render: (_, arg) => <YesNo value={arg.required} /> },
              { key: 'desc', title: t('description'), dataIndex: 'desc' },
              { key: 'defaultValue', title: t('defaultValue'), dataIndex: 'defaultValue' },
            ]}
          />
        </Details>
      )}
    />
  );
}
