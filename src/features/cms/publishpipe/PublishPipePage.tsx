import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';

import {
  type CmsPublishPipe,
  publishPipeApi,
  type PublishPipeBody,
  publishPipeKeys,
} from '@/api/cms/publishpipe';
import { useFormDialog } from '@/components/form';
import { type ListAction, ListPage, useListQuery, useStandardActions } from '@/components/list';
import { useCurrentSite } from '@/stores/current-site';

import { publishPipeColumns } from './columns';
import { publishPipeI18n } from './i18n';
import { PublishPipeFormDialog } from './PublishPipeFormDialog';
import { usePublishPipeMutations } from './queries';

/** The backend checks one key for every call of the controller (plus the site's view right). */
const access = { perm: 'cms:publishpipe:view' };

/** Publish pipes of the current site (`cms/contentcore/publishPipe`, menu 2029). */
export default function PublishPipePage() {
  const t = publishPipeI18n.useT();
  const siteId = useCurrentSite((s) => s.site?.siteId);
  const list = useListQuery({
    queryKey: (params) => publishPipeKeys.list({ ...params, siteId }),
    queryFn: publishPipeApi.list,
    pageSize: 10,
  });
  const { save, remove, setEnabled } = usePublishPipeMutations();
  const dialog = useFormDialog<PublishPipeBody, CmsPublishPipe>({
    defaults: { state: '0', sort: 1 },
    load: (row) => publishPipeApi.get(row.publishpipeId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<CmsPublishPipe>();
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.publishpipeId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const toggle = (enable: boolean): ListAction<CmsPublishPipe> => ({
    key: enable ? 'enable' : 'disable',
    label: t(enable ? 'enable' : 'disable'),
    icon: enable ? <PlayCircleOutlined /> : <PauseCircleOutlined />,
    access,
    hidden: (row) => (row.state === '0') === enable,
    run: ([row]) => row && setEnabled.mutateAsync({ id: row.publishpipeId, enable }),
  });
  return (
    <ListPage
      data-testid="publishpipe-page"
      list={list}
      rowKey="publishpipeId"
      columns={publishPipeColumns(t)}
      actions={[std.add({ access, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, toggle(true), toggle(false), del]}
    >
      <PublishPipeFormDialog controller={dialog} />
    </ListPage>
  );
}
