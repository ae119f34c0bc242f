import { CloudUploadOutlined, EditOutlined, FormOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { fileApi, fileKeys, type SiteFile } from '@/api/cms/file';
import { DirectoryTree, dirParam, FileBreadcrumb, normalizeDir } from '@/components/cms/file-picker';
import { useFormDialog } from '@/components/form';
import { Hint } from '@/components/hint';
import { type ListAction, ListPage, useListQuery, useStandardActions } from '@/components/list';
import { useCurrentSite } from '@/stores/current-site';

import { fileColumns } from './columns';
import { AddFileDialog, type AddFileForm, RenameFileDialog, type RenameFileForm } from './FileNameDialogs';
import { fileI18n } from './i18n';
import { fileAccess as access, fileEditorPath, useFileMutations } from './queries';

const TREE_HEIGHT = 'calc(100vh - 230px)';

// The uploader (antd Upload and the resource picker's checks) is fetched when Upload is pressed.
const UploadFileDialog = lazy(() =>
  import('./UploadFileDialog').then((m) => ({ default: m.UploadFileDialog })),
);

/**
 * The site's files (`cms/contentcore/file`, menu 2033): directory tree, breadcrumb and the open
 * directory (kept in the URL as `filePath`). The root lists the site's top directories and is
 * read-only: creating, uploading, renaming and deleting happen below it.
 */
export default function FileManagerPage() {
  const t = fileI18n.useT();
  const navigate = useNavigate();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const tree = useQuery({ queryKey: fileKeys.tree(siteId), queryFn: fileApi.directoryTree });
  const list = useListQuery({
    queryKey: (params) => fileKeys.list(params, siteId),
    queryFn: fileApi.list,
    filters: { filePath: 'text' },
    defaultFilters: { filePath: '/' },
    paged: false,
  });
  const dir = normalizeDir(list.params.filePath);
  const atRoot = dir === '';
  const open = (next: string) => list.search({ filePath: dirParam(normalizeDir(next)) });
  const [uploading, setUploading] = useState(false);
  const { add, rename, remove } = useFileMutations();
  const addDialog = useFormDialog<AddFileForm, SiteFile>({
    defaults: { isDirectory: false },
    submit: (values) =>
      add.mutateAsync({ dir: dirParam(dir), fileName: values.fileName, isDirectory: values.isDirectory }),
    success: false,
  });
  const renameDialog = useFormDialog<RenameFileForm, SiteFile>({
    load: (row) => Promise.resolve({ filePath: row.filePath, rename: row.fileName }),
    submit: (values) => rename.mutateAsync({ filePath: values.filePath, rename: values.rename }),
    success: false,
  });
  const std = useStandardActions<SiteFile>();
  const openEditor = (row: SiteFile) => navigate(fileEditorPath(row.filePath));
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.filePath),
    remove: remove.mutateAsync,
    confirm: (names) => t('deleteConfirm', { names }),
  });
  const upload: ListAction<SiteFile> = {
    key: 'upload',
    label: t('upload'),
    icon: <CloudUploadOutlined />,
    access,
    run: () => setUploading(true),
  };
  const renameAction: ListAction<SiteFile> = {
    key: 'rename',
    label: t('rename'),
    icon: <FormOutlined />,
    access,
    hidden: () => atRoot,
    run: ([row]) => row && renameDialog.openEdit(row),
  };
  const edit: ListAction<SiteFile> = {
    key: 'edit',
    label: std.edit({ run: openEditor }).label,
    icon: <EditOutlined />,
    access,
    hidden: (row) => !row.canEdit,
    run: ([row]) => row && openEditor(row),
  };
  return (
    <Flex gap={16} align="start" data-testid="file-manager">
      <Card
        size="small"
        style={{ width: 260, flex: 'none' }}
        title={
          <Space size={4}>
            {t('resourceRoot')}
            <Hint title={t('resourceRootTip', { root: tree.data?.resourceRoot ?? '' })}>
              <QuestionCircleOutlined aria-label={t('resourceRootTip', { root: '' })} />
            </Hint>
          </Space>
        }
      >
        <DirectoryTree nodes={tree.data?.tree ?? []} dir={dir} onOpen={open} height={600} />
      </Card>
      <Flex vertical gap={12} style={{ flex: 1, minWidth: 0, minHeight: TREE_HEIGHT }}>
        <Card size="small">
          <FileBreadcrumb dir={dir} onOpen={open} />
        </Card>
        <ListPage
          list={list}
          rowKey="filePath"
          columns={fileColumns(t, (row) => open(row.filePath))}
          // The root holds the site's own directories: nothing is created in or deleted from it.
          actions={atRoot ? [] : [std.add({ access, run: () => addDialog.openAdd() }), upload, del]}
          rowActions={[renameAction, edit, { ...del, hidden: () => atRoot }]}
          table={{ onRow: (row) => ({ onDoubleClick: () => row.canEdit && openEditor(row) }) }}
        >
          <AddFileDialog controller={addDialog} />
          <RenameFileDialog controller={renameDialog} />
          {uploading && (
            <Suspense fallback={null}>
              <UploadFileDialog open dir={dirParam(dir)} onClose={() => setUploading(false)} />
            </Suspense>
          )}
        </ListPage>
      </Flex>
    </Flex>
  );
}
