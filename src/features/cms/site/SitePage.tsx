import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  SendOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { siteApi, siteKeys, type CmsSite, type SiteAddForm } from '@/api/cms/site';
import { AsyncTaskDialog } from '@/components/async-task';
import { useAuth } from '@/components/auth';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
  type ListAction,
} from '@/components/list';

import { siteColumns } from './columns';
import { siteI18n } from './i18n';
import { openSitePreview, refreshCurrentSite } from './site-events';
import { SiteAddDialog } from './SiteAddDialog';
import { ThemeImportDialog } from './ThemeImportDialog';
import { useSiteTasks } from './use-site-tasks';

/** Site management (`cms/contentcore/site`, menu 2026, route /configs/site). */
export default function SitePage() {
  const t = siteI18n.useT();
  const { t: kit } = useTranslation('kit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { can } = useAuth();
  const list = useListQuery({
    queryKey: siteKeys.list,
    queryFn: siteApi.list,
    filters: { siteName: 'text' },
    pageSize: 10,
  });
  const add = useListMutation({
    mutationFn: (body: SiteAddForm) => siteApi.add(body),
    invalidate: siteKeys.all,
    success: false,
  });
  const dialog = useFormDialog<SiteAddForm, CmsSite>({
    submit: async (values) => {
      const firstSite = list.total === 0;
      await add.mutateAsync(values);
      // The first site becomes the current one (the Vue console reloaded the page for it).
      if (firstSite) refreshCurrentSite(queryClient);
    },
  });
  const tasks = useSiteTasks();
  const [importing, setImporting] = useState<string>();
  const std = useStandardActions<CmsSite>();
  const openEditor = (site: CmsSite) => navigate(`/cms/site/tabs?siteId=${site.siteId}`);
  const sitePerm = (item: string, site: CmsSite) => can({ perm: `Site:${item}:${site.siteId}` });

  const rowActions: ListAction<CmsSite>[] = [
    {
      key: 'preview',
      label: t('preview'),
      icon: <EyeOutlined />,
      run: ([site]) => site && openSitePreview(site.siteId),
    },
    {
      key: 'publishHome',
      label: t('publishHome'),
      icon: <SendOutlined />,
      hidden: (site) => !sitePerm('Publish', site),
      run: ([site]) => site && tasks.publishHome(site.siteId),
    },
    {
      key: 'edit',
      label: kit('edit'),
      icon: <EditOutlined />,
      hidden: (site) => !sitePerm('Edit', site),
      run: ([site]) => site && openEditor(site),
    },
    {
      key: 'exportTheme',
      label: t('exportTheme'),
      icon: <DownloadOutlined />,
      hidden: (site) => !sitePerm('Edit', site),
      run: ([site]) => site && tasks.exportTheme(site.siteId),
    },
    {
      key: 'importTheme',
      label: t('importTheme'),
      icon: <UploadOutlined />,
      hidden: (site) => !sitePerm('Edit', site),
      run: ([site]) => site && setImporting(site.siteId),
    },
    {
      key: 'delete',
      label: kit('delete'),
      icon: <DeleteOutlined />,
      danger: true,
      confirm: t('deleteConfirm'),
      hidden: (site) => !sitePerm('Delete', site),
      run: ([site]) => site && tasks.remove(site.siteId),
    },
  ];

  return (
    <ListPage
      data-testid="site-page"
      list={list}
      rowKey="siteId"
      columns={siteColumns(t, openEditor)}
      search={
        <Form.Item name="siteName" label={t('name')}>
          <Input allowClear placeholder={t('siteNamePlaceholder')} />
        </Form.Item>
      }
      // POST /cms/site needs cms:site:view in 1.5.5: whoever opens this menu may add.
      actions={[std.add({ access: { perm: 'cms:site:view' }, run: () => dialog.openAdd() })]}
      rowActions={rowActions}
      selectable={false}
    >
      <SiteAddDialog controller={dialog} />
      <ThemeImportDialog
        open={importing !== undefined}
        siteId={importing ?? ''}
        onClose={() => setImporting(undefined)}
        onStarted={tasks.followImport}
      />
      {tasks.dialogs.map((d, i) => (
        <AsyncTaskDialog key={i} {...d.props} />
      ))}
    </ListPage>
  );
}
