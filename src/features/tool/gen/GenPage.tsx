import { CodeOutlined, DownloadOutlined, EyeOutlined, SyncOutlined, UploadOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { genApi, genKeys, type GenTable } from '@/api/tool/gen';
import { DateRangePicker } from '@/components/date';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';
import { feedback } from '@/lib/feedback';

import { genI18n } from './i18n';
import { ImportTableDialog } from './ImportTableDialog';
import { PreviewDialog } from './PreviewDialog';
import { useGenMutations } from './queries';

type T = ReturnType<typeof genI18n.useT>;

function genColumns(t: T, firstIndex: number): ListColumn<GenTable>[] {
  return [
    { key: 'index', title: t('index'), width: 70, render: (_v, _r, i) => firstIndex + i + 1 },
    { key: 'tableName', dataIndex: 'tableName', title: t('tableName'), ellipsis: true },
    { key: 'tableComment', dataIndex: 'tableComment', title: t('tableComment'), ellipsis: true },
    { key: 'className', dataIndex: 'className', title: t('className'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: t('createTime'), width: 170 },
    { key: 'updateTime', dataIndex: 'updateTime', title: t('updateTime'), width: 170 },
  ];
}

/** Code generation (`tool/gen/index`, menu 116). */
export default function GenPage() {
  const t = genI18n.useT();
  const navigate = useNavigate();
  const [importing, setImporting] = useState(false);
  const [previewOf, setPreviewOf] = useState<string>();
  const list = useListQuery({
    queryKey: genKeys.list,
    queryFn: genApi.list,
    filters: { tableName: 'text', tableComment: 'text', dateRange: 'dateRange' },
  });
  const m = useGenMutations();
  const std = useStandardActions<GenTable>();

  // A custom-path table is generated on the server; otherwise the zip of every picked table downloads.
  const generate = async (rows: GenTable[]) => {
    const [only] = rows;
    if (rows.length === 1 && only?.genType === '1') {
      await m.genCode.mutateAsync(only.tableName);
      feedback.success(t('genToPath', { path: only.genPath }));
      return;
    }
    await genApi.downloadZip(rows.map((r) => r.tableName));
  };
  const edit = std.edit({
    access: { perm: 'tool:gen:edit' },
    run: (row) => navigate(`/tool/gen-edit/index/${row.tableId}?pageNum=${list.state.pageNum}`),
  });
  const del = std.remove({
    access: { perm: 'tool:gen:remove' },
    ids: (rows) => rows.map((r) => r.tableId),
    remove: m.remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const generateAll: ListAction<GenTable> = {
    key: 'generate',
    label: t('generate'),
    icon: <DownloadOutlined />,
    primary: true,
    selection: 'multiple',
    access: { perm: 'tool:gen:code' },
    run: generate,
  };
  const rowActions: ListAction<GenTable>[] = [
    {
      key: 'preview',
      label: t('preview'),
      icon: <EyeOutlined />,
      access: { perm: 'tool:gen:preview' },
      run: ([row]) => setPreviewOf(row?.tableId),
    },
    edit,
    del,
    {
      key: 'sync',
      label: t('sync'),
      icon: <SyncOutlined />,
      access: { perm: 'tool:gen:edit' },
      confirm: ([row]) => t('syncConfirm', { table: row?.tableName }),
      run: async ([row]) => {
        if (!row) return;
        await m.synchDb.mutateAsync(row.tableName);
        feedback.success(t('synced'));
      },
    },
    {
      key: 'genCode',
      label: t('genCode'),
      icon: <CodeOutlined />,
      access: { perm: 'tool:gen:code' },
      run: generate,
    },
  ];
  return (
    <ListPage
      data-testid="gen-page"
      list={list}
      rowKey="tableId"
      columns={genColumns(t, (list.state.pageNum - 1) * list.state.pageSize)}
      search={
        <>
          <Form.Item name="tableName" label={t('tableName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="tableComment" label={t('tableComment')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="dateRange" label={t('createTime')}>
            <DateRangePicker />
          </Form.Item>
        </>
      }
      actions={[
        generateAll,
        {
          key: 'import',
          label: t('import'),
          icon: <UploadOutlined />,
          access: { perm: 'tool:gen:import' },
          run: () => setImporting(true),
        },
        edit,
        del,
      ]}
      rowActions={rowActions}
      table={{ scroll: { x: 1300 } }}
    >
      <ImportTableDialog
        open={importing}
        onClose={() => setImporting(false)}
        onDone={() => {
          setImporting(false);
          void list.refresh();
        }}
      />
      <PreviewDialog tableId={previewOf} onClose={() => setPreviewOf(undefined)} />
    </ListPage>
  );
}
