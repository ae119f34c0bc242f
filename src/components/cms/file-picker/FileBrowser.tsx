import { FolderOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Input, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';

import { fileApi, fileKeys, type SiteFile } from '@/api/cms/file';
import { feedback } from '@/lib/feedback';

import { DirectoryTree } from './DirectoryTree';
import { FileBreadcrumb } from './FileBreadcrumb';
import { FileNameCell } from './FileNameCell';
import { filePickerI18n } from './i18n';
import { accepts, dirParam, normalizeDir, parentDir } from './path-utils';

export interface FileBrowserProps {
  /** Current value: the browser opens in its directory with it selected. */
  value?: string;
  /** Directory to open first when there is no value. */
  startPath?: string;
  /** With no value or start path: open the site's directory of this publish pipe (`{sitePath}_{pipeCode}`). */
  pipeCode?: string;
  accept?: readonly string[];
  siteId?: string;
  onOk: (file: SiteFile) => void;
  onCancel: () => void;
}

const PANE_HEIGHT = 420;

/** Directory tree, breadcrumb, name filter and the selectable files of one directory. */
export function FileBrowser({
  value,
  startPath,
  pipeCode,
  accept,
  siteId,
  onOk,
  onCancel,
}: FileBrowserProps) {
  const t = filePickerI18n.useT();
  const tree = useQuery({
    queryKey: fileKeys.tree(siteId),
    queryFn: fileApi.directoryTree,
    meta: { silent: true },
    retry: false,
  });
  const [openedDir, setOpenedDir] = useState<string | undefined>();
  const [picked, setPicked] = useState<SiteFile | undefined>();
  const [filter, setFilter] = useState('');

  const initialDir = useMemo((): string | undefined => {
    if (value) return parentDir(value);
    if (startPath !== undefined) return normalizeDir(startPath);
    if (!pipeCode) return '';
    if (tree.isPending) return undefined;
    return tree.data?.tree.find((n) => n.root && n.id.endsWith(`_${pipeCode}`))?.id ?? '';
  }, [value, startPath, pipeCode, tree.isPending, tree.data]);
  const dir = openedDir ?? initialDir;

  const list = useQuery({
    queryKey: fileKeys.list({ filePath: dirParam(dir ?? '') }, siteId),
    queryFn: () => fileApi.list({ filePath: dirParam(dir ?? '') }),
    enabled: dir !== undefined,
    retry: false,
  });

  const rows = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    return (list.data ?? []).filter(
      (f) =>
        (f.isDirectory || accepts(f.fileName, accept)) &&
        (!needle || f.fileName.toLowerCase().includes(needle)),
    );
  }, [list.data, filter, accept]);
  const selected = picked ?? (value ? rows.find((r) => r.filePath === normalizeDir(value)) : undefined);

  const open = (next: string) => {
    setOpenedDir(normalizeDir(next));
    setPicked(undefined);
  };
  const confirm = (file = selected) => {
    if (!file) {
      feedback.error(t('selectFirst'));
      return;
    }
    onOk(file);
  };
  const error = list.error ?? tree.error;

  return (
    <>
      {error && <Alert type="error" showIcon title={error.message} style={{ marginBottom: 12 }} />}
      <Flex gap={12}>
        <div style={{ width: 240, flex: 'none', borderRight: '1px solid rgba(5,5,5,0.06)' }}>
          <Button type="link" size="small" icon={<FolderOutlined />} onClick={() => open('')}>
            {t('root')}
          </Button>
          <DirectoryTree nodes={tree.data?.tree ?? []} dir={dir ?? ''} onOpen={open} height={PANE_HEIGHT} />
        </div>
        <Flex vertical gap={8} style={{ flex: 1, minWidth: 0 }}>
          <Flex gap={12} align="center" wrap>
            <FileBreadcrumb dir={dir ?? ''} onOpen={open} />
            <Input
              aria-label={t('fileName')}
              placeholder={t('fileNamePlaceholder')}
              allowClear
              value={filter}
              onChange={(e) => setFilter(e.target.value)}
              style={{ width: 200, marginLeft: 'auto' }}
            />
          </Flex>
          {accept && accept.length > 0 && (
            <Typography.Text type="secondary">
              {t('acceptTip', { types: accept.map((a) => `.${a.replace(/^\./, '')}`).join(', ') })}
            </Typography.Text>
          )}
          <Table<SiteFile>
            size="small"
            rowKey="filePath"
            loading={list.isFetching}
            dataSource={rows}
            pagination={false}
            scroll={{ y: PANE_HEIGHT - 80 }}
            locale={{ emptyText: t('noFiles') }}
            rowSelection={{
              type: 'radio',
              selectedRowKeys: selected ? [selected.filePath] : [],
              onChange: (_keys, picks) => setPicked(picks[0]),
              getCheckboxProps: (row) => ({ 'aria-label': t('chooseFile', { name: row.fileName }) }),
              // Directories are opened, not chosen.
              renderCell: (_checked, row, _index, node) => (row.isDirectory ? null : node),
            }}
            onRow={(row) => ({
              onClick: () => (row.isDirectory ? open(row.filePath) : setPicked(row)),
              onDoubleClick: () => !row.isDirectory && confirm(row),
            })}
            columns={[
              {
                key: 'fileName',
                dataIndex: 'fileName',
                title: t('fileName'),
                render: (name: string, row) => (
                  <FileNameCell
                    file={row}
                    openLabel={t('openDir', { name })}
                    onOpen={(dir) => open(dir.filePath)}
                  />
                ),
              },
              {
                key: 'fileSize',
                dataIndex: 'fileSize',
                title: t('fileSize'),
                width: 110,
                render: (size?: string | number) => size ?? '-',
              },
              { key: 'modifyTime', dataIndex: 'modifyTime', title: t('modifyTime'), width: 170 },
            ]}
          />
        </Flex>
      </Flex>
      <Flex justify="end" gap={8} style={{ marginTop: 16 }}>
        <Button onClick={onCancel}>{t('cancel')}</Button>
        <Button type="primary" onClick={() => confirm()}>
          {t('ok')}
        </Button>
      </Flex>
    </>
  );
}
