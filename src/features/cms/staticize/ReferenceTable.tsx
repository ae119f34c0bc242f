import { Alert, Flex, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useState } from 'react';

import { describeError } from '@/lib/http';

import { staticizeI18n } from './i18n';

interface Props<Row> {
  rows?: Row[];
  loading: boolean;
  error: unknown;
  rowKey: keyof Row & string;
  columns: ColumnsType<Row>;
  filterPlaceholder: string;
  /** The row matches the typed text (already lower-cased). */
  matches: (row: Row, text: string) => boolean;
  expanded: (row: Row) => ReactNode;
}

/**
 * A read-only catalogue of the server (tags, functions, dynamic page types): the whole list, filtered
 * while typing, each row expanding to its details (a click on the row toggles it).
 */
export function ReferenceTable<Row extends object>(props: Props<Row>) {
  const [text, setText] = useState('');
  const wanted = text.trim().toLowerCase();
  const rows = (props.rows ?? []).filter((row) => !wanted || props.matches(row, wanted));
  return (
    <Flex vertical gap={12}>
      <Input
        allowClear
        aria-label={props.filterPlaceholder}
        placeholder={props.filterPlaceholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        style={{ maxWidth: 320 }}
      />
      {props.error ? <Alert type="error" showIcon message={describeError(props.error)} /> : null}
      <Table<Row>
        size="small"
        rowKey={props.rowKey}
        loading={props.loading}
        dataSource={rows}
        columns={props.columns}
        pagination={false}
        expandable={{ expandedRowRender: props.expanded, expandRowByClick: true }}
      />
    </Flex>
  );
}

/** Required / optional as the YesOrNo tag. */
export function YesNo({ value }: { value?: boolean }) {
  const t = staticizeI18n.useT();
  return <Tag color={value ? 'red' : undefined}>{value ? t('yes') : t('no')}</Tag>;
}

/** "Usage: …", then the sections, then the demo link. */
export function Details({
  usage,
  demoLink,
  children,
}: {
  usage?: string;
  demoLink?: string;
  children?: ReactNode;
}) {
  const t = staticizeI18n.useT();
  return (
    <Flex vertical gap={8}>
      {usage ? (
        <div>
          <strong>{t('usage')}</strong> {usage}
        </div>
      ) : null}
      {children}
      {demoLink ? (
        <div>
          <strong>{t('demo')}：</strong>
          <a href={demoLink} target="_blank" rel="noreferrer noopener">
            {t('demoLink')}
          </a>
        </div>
      ) : null}
    </Flex>
  );
}
