import { useQuery } from '@tanstack/react-query';
import { Alert, Table, Tag, Typography } from 'antd';

import { staticizeApi, staticizeKeys, type TagAttr, type TemplateTag } from '@/api/cms/staticize';

import { staticizeI18n } from './i18n';
import { Details, ReferenceTable, YesNo } from './ReferenceTable';

/** The server's template tags (`GET /cms/staticize/tags`), shared with the template editor's completion. */
export function TagList() {
  const t = staticizeI18n.useT();
  const tags = useQuery({
    queryKey: staticizeKeys.extra('tags'),
    queryFn: staticizeApi.tags,
    staleTime: Infinity,
  });
  return (
    <ReferenceTable<TemplateTag>
      rows={tags.data}
      loading={tags.isLoading}
      error={tags.error}
      rowKey="tagName"
      filterPlaceholder={t('tag.filter')}
      matches={(tag, text) =>
        tag.name.toLowerCase().includes(text) || tag.tagName.toLowerCase().includes(text)
      }
      columns={[
        {
          key: 'name',
          title: t('tag.name'),
          render: (_, tag) => (
            <>
              {tag.name} {tag.deprecated ? <Tag color="red">{t('tag.deprecated')}</Tag> : null}
            </>
          ),
        },
        {
          key: 'tagName',
          title: t('tag.tagName'),
          render: (_, tag) => <Typography.Link>{`<@${tag.tagName}>`}</Typography.Link>,
        },
        { key: 'description', title: t('description'), dataIndex: 'description', ellipsis: true },
      ]}
      expanded={(tag) => (
        <Details usage={tag.description} demoLink={tag.demoLink}>
          {tag.deprecated ? (
            <Alert
              type="warning"
              showIcon
              message={t('tag.deprecatedAlert', {
                since: tag.deprecatedSince ?? '-',
                forRemoval: String(tag.deprecatedForRemoval ?? false),
              })}
            />
          ) : null}
          <strong>{t('tag.attrs')}</strong>
          <Table<TagAttr>
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={tag.tagAttrs ?? []}
            columns={[
              { key: 'name', title: t('tag.attrName'), dataIndex: 'name' },
              { key: 'dataType', title: t('tag.dataType'), dataIndex: 'dataType' },
              {
                key: 'mandatory',
                title: t('mandatory'),
                render: (_, attr) => <YesNo value={attr.mandatory} />,
              },
              {
                key: 'options',
                title: t('tag.options'),
                render: (_, attr) =>
                  (attr.options ?? []).map((o) => (
                    <div key={o.value}>
                      {o.desc && o.desc !== o.value ? `${o.value} = ${o.desc}` : o.value}
                    </div>
                  )),
              },
              { key: 'usage', title: t('description'), dataIndex: 'usage' },
              { key: 'defaultValue', title: t('defaultValue'), dataIndex: 'defaultValue' },
            ]}
          />
          {tag.dataFields?.length ? (
            <>
              <strong>{t('tag.dataFields')}</strong>
              <Table
                size="small"
                rowKey="name"
                pagination={false}
                dataSource={tag.dataFields}
                columns={[
                  { key: 'name', title: t('tag.fieldName'), dataIndex: 'name' },
                  { key: 'comment', title: t('tag.fieldComment'), dataIndex: 'comment' },
                  { key: 'dataType', title: t('tag.dataType'), dataIndex: 'dataType' },
                ]}
              />
            </>
          ) : null}
        </Details>
      )}
    />
  );
}
