import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Space, Table } from 'antd';
import { useState, type Key } from 'react';

import { type DbTable, genApi, genKeys } from '@/api/tool/gen';
import { feedback } from '@/lib/feedback';

import { genI18n } from './i18n';
import { useGenMutations } from './queries';

interface Search {
  tableName?: string;
  tableComment?: string;
}

/**
 * "Import Tables": the database tables not imported yet (`GET /tool/gen/db/list`, not paged); a row
 * click toggles it; OK imports the picked names (`POST /tool/gen/importTable?tables=a,b`).
 */
function ImportBody({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const t = genI18n.useT();
  const [search, setSearch] = useState<Search>({});
  const [selected, setSelected] = useState<Key[]>([]);
  const tables = useQuery({ queryKey: genKeys.extra('db', search), queryFn: () => genApi.dbList(search) });
  const { importTables } = useGenMutations();
  const toggle = (name: string) =>
    setSelected((keys) => (keys.includes(name) ? keys.filter((k) => k !== name) : [...keys, name]));
  const confirm = async () => {
    if (selected.length === 0) {
      feedback.error(t('selectToImport'));
      return;
    }
    const reply = await importTables.mutateAsync(selected.map(String)).catch(() => undefined);
    if (!reply) return;
    feedback.success(reply.msg || t('ok'));
    onDone();
  };
  return (
    <>
      <Form<Search> layout="inline" onFinish={(values) => setSearch(values)} style={{ marginBottom: 12 }}>
        <Form.Item name="tableName" label={t('tableName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="tableComment" label={t('tableComment')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </Button>
        </Form.Item>
      </Form>
      <Table<DbTable>
        data-testid="gen-import-tables"
        size="small"
        rowKey="tableName"
        loading={tables.isFetching}
        dataSource={tables.data?.rows ?? []}
        pagination={false}
        scroll={{ y: 260 }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected }}
        onRow={(row) => ({ onClick: () => toggle(row.tableName), style: { cursor: 'pointer' } })}
        columns={[
          { key: 'tableName', dataIndex: 'tableName', title: t('tableName'), ellipsis: true },
          { key: 'tableComment', dataIndex: 'tableComment', title: t('tableComment'), ellipsis: true },
          { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
          { key: 'updateTime', dataIndex: 'updateTime', title: t('updateTime'), width: 170 },
        ]}
      />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" loading={importTables.isPending} onClick={() => void confirm()}>
          {t('ok')}
        </Button>
      </Space>
    </>
  );
}

export function ImportTableDialog({
  open,
  onClose,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = genI18n.useT();
  return (
    <Modal open={open} title={t('importTitle')} width={860} onCancel={onClose} footer={null} destroyOnHidden>
      {open && <ImportBody onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}
