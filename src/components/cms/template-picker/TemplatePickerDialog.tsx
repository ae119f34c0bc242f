import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';

import { templateApi, templateKeys, type TemplateListRow } from '@/api/cms/template';
import { Paginator } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { templatePickerI18n } from './i18n';

export interface TemplatePickerDialogProps {
  open: boolean;
  publishPipeCode: string;
  /** The site whose templates are listed; default the current site (header). */
  siteId?: string;
  onOk: (path: string) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 10;

/** Lists the templates of one publish pipe (`GET /cms/template`); pick by OK or double click. */
export function TemplatePickerDialog({
  open,
  publishPipeCode,
  siteId,
  onOk,
  onCancel,
}: TemplatePickerDialogProps) {
  const t = templatePickerI18n.useT();
  const [typed, setTyped] = useState('');
  const [filename, setFilename] = useState('');
  const [page, setPage] = useState({ pageNum: 1, pageSize: PAGE_SIZE });
  const [picked, setPicked] = useState<TemplateListRow | undefined>();
  const query = { publishPipeCode, siteId, filename: filename || undefined, ...page };
  const list = useQuery({
    queryKey: templateKeys.list(query),
    queryFn: () => templateApi.list(query),
    enabled: open && publishPipeCode !== '',
    placeholderData: keepPreviousData,
  });

  const confirm = (row = picked) => {
    if (!row) {
      feedback.warning(t('selectFirst'));
      return;
    }
    onOk(row.path);
  };

  return (
    <Modal
      open={open}
      title={t('title')}
      width={720}
      destroyOnHidden
      onOk={() => confirm()}
      onCancel={onCancel}
      afterOpenChange={(visible) => {
        if (visible) return;
        setPicked(undefined);
        setTyped('');
        setFilename('');
        setPage({ pageNum: 1, pageSize: PAGE_SIZE });
      }}
    >
      <Space style={{ marginBottom: 12 }}>
        <Input
          aria-label={t('filename')}
          placeholder={t('filenamePlaceholder')}
          value={typed}
          allowClear
          onChange={(e) => setTyped(e.target.value)}
          onPressEnter={() => {
            setFilename(typed.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <Button
          type="primary"
          onClick={() => {
            setFilename(typed.trim());
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        >
          {t('search')}
        </Button>
      </Space>
      <Table<TemplateListRow>
        size="small"
        rowKey="templateId"
        loading={list.isFetching}
        dataSource={list.data?.rows ?? []}
        pagination={false}
        rowSelection={{
          type: 'radio',
          selectedRowKeys: picked ? [picked.templateId] : [],
          onChange: (_keys, rows) => setPicked(rows[0]),
        }}
        onRow={(row) => ({
          onClick: () => setPicked(row),
          onDoubleClick: () => confirm(row),
        })}
        columns={[
          { key: 'path', dataIndex: 'path', title: t('path') },
          { key: 'filesizeName', dataIndex: 'filesizeName', title: t('filesize'), width: 110 },
          { key: 'modifyTime', dataIndex: 'modifyTime', title: t('modifyTime'), width: 170 },
        ]}
      />
      <Paginator
        total={list.data?.total ?? 0}
        pageNum={page.pageNum}
        pageSize={page.pageSize}
        onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })}
      />
    </Modal>
  );
}
