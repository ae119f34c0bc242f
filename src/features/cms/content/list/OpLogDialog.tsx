import { Button, Form, Input, Modal } from 'antd';

import { contentKeys, contentLogApi } from '@/api/cms/content';
import type { ContentOpLog, ContentRow } from '@/api/cms/content';
import { DictSelect, DictTag } from '@/components/dict';
import { PickerTable, useListController, useListQuery, type ListColumn } from '@/components/list';

import type { ContentT } from '../i18n';

const PAGE_SIZE = 10;

interface OpLogQuery {
  type?: string;
  operator?: string;
  pageNum: number;
  pageSize: number;
}

function opLogColumns(t: ContentT): ListColumn<ContentOpLog>[] {
  return [
    {
      key: 'type',
      dataIndex: 'type',
      title: t('opLog.type'),
      width: 110,
      render: (value: string) => <DictTag type="CMSContentOpType" value={value} />,
    },
    { key: 'operatorType', dataIndex: 'operatorType', title: t('opLog.operatorType'), width: 120 },
    { key: 'operator', dataIndex: 'operator', title: t('opLog.operator'), width: 120 },
    { key: 'logTime', dataIndex: 'logTime', title: t('opLog.logTime'), width: 170 },
    { key: 'details', dataIndex: 'details', title: t('opLog.details'), ellipsis: true },
  ];
}

/** "Logs": the operation log of one content (`GET /cms/content/log`), by type and operator. */
export function OpLogDialog({
  row,
  t,
  onClose,
}: {
  row: ContentRow | undefined;
  t: ContentT;
  onClose: () => void;
}) {
  const contentId = row?.contentId ?? '';
  const list = useListQuery({
    queryKey: (params: OpLogQuery) => contentKeys.opLogs({ ...params, contentId }),
    queryFn: (params: OpLogQuery) => contentLogApi.list({ ...params, contentId }),
    filters: { type: 'text', operator: 'text' },
    pageSize: PAGE_SIZE,
    syncUrl: false,
    enabled: !!row,
  });
  const table = useListController(list, { rowKey: 'logId', columns: opLogColumns(t) });
  return (
    <Modal
      open={!!row}
      title={t('opLog.title')}
      width={1000}
      destroyOnHidden
      afterClose={list.reset}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <PickerTable
        controller={table}
        indexColumn={t('columns.index')}
        search={
          <>
            <Form.Item name="type">
              <DictSelect
                type="CMSContentOpType"
                placeholder={t('opLog.type')}
                aria-label={t('opLog.type')}
                style={{ width: 140 }}
              />
            </Form.Item>
            <Form.Item name="operator">
              <Input allowClear placeholder={t('opLog.operator')} aria-label={t('opLog.operator')} />
            </Form.Item>
          </>
        }
      />
    </Modal>
  );
}
