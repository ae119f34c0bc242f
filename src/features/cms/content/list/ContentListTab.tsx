import { Empty, Grid } from 'antd';

import { contentApi, contentKeys } from '@/api/cms/content';
import type { ContentQuery } from '@/api/cms/content';
import { useContentTypes } from '@/components/cms/content-types';
import { useDict } from '@/components/dict';
import {
  KitTable,
  ListToolbarRow,
  Paginator,
  RightToolbar,
  rowActionsWidth,
  useListController,
  useListQuery,
} from '@/components/list';

import type { ContentT } from '../i18n';
import { useSiteVersion } from '../queries';
import { AddContentButton } from './AddContentButton';
import { contentColumns } from './columns';
import { ContentDialogs } from './ContentDialogs';
import { CONTENT_FILTERS, ContentSearch } from './ContentSearch';
import { ContentToolbar } from './ContentToolbar';
import { NARROW_INLINE, RowActions, WIDE_INLINE } from './RowActions';
import { useContentActions } from './use-content-actions';
import { useContentCommands } from './use-content-commands';

/** The "Content" tab: the selected catalog's contents with every list action. */
export function ContentListTab({ catalogId, t }: { catalogId: string | undefined; t: ContentT }) {
  const siteId = useSiteVersion();
  const list = useListQuery({
    queryKey: (params: ContentQuery) => contentKeys.list({ ...params, catalogId, siteId }),
    queryFn: (params: ContentQuery) => contentApi.list({ ...params, catalogId }),
    filters: CONTENT_FILTERS,
    enabled: !!catalogId,
  });
  const { nameOf } = useContentTypes();
  const { options: attributes } = useDict('CMSContentAttribute');
  const actions = useContentActions(t);
  const commands = useContentCommands({
    t,
    actions,
    onDone: () => ctl.selection.clear(),
    onStale: () => void list.refresh(),
  });
  const ctl = useListController(list, {
    rowKey: 'contentId',
    columns: contentColumns(t, nameOf, attributes),
    selection: 'multiple',
    // Click = select this row alone (again: none); double click = edit.
    rowClick: 'only',
    onRowDoubleClick: (row) => void commands.run('edit', [row]),
    search: true,
  });
  // Narrow = a measured window below 1600 px (at 1440 three buttons leave the table 90 px too wide for
  // its box); before any breakpoint is known, the wide layout.
  const screens = Grid.useBreakpoint();
  const narrow = Object.values(screens).some(Boolean) && !screens.xxl;
  const inline = narrow ? NARROW_INLINE : WIDE_INLINE;
  const table = ctl.getTableProps([
    {
      key: '__operation',
      title: t('columns.operation'),
      // Preview is the one shown button with an icon.
      width: rowActionsWidth(
        [{ label: t('actions.preview'), icon: true }, t('actions.publish'), t('actions.toPublish'), '-'],
        { moreLabel: t('actions.more'), inline },
      ),
      align: 'center',
      render: (_v, row) => (
        <RowActions
          row={row}
          t={t}
          inline={inline}
          reasonOf={actions.reasonOf}
          onCommand={(c, r) => void commands.run(c, [r])}
        />
      ),
    },
  ]);
  const paginator = ctl.getPaginatorProps();
  const addRefused =
    catalogId && !actions.actor.hasPermi(`Catalog:AddContent:${catalogId}`)
      ? t('reasons.noPermission')
      : undefined;

  return (
    <div className="kit-list-page" data-testid="content-list">
      {ctl.showSearch && <ContentSearch form={ctl.getSearchFormProps()} t={t} />}
      <ListToolbarRow right={<RightToolbar {...ctl.getToolbarProps()} />}>
        <AddContentButton
          catalogId={catalogId}
          t={t}
          refused={addRefused}
          onAdd={(type) => commands.openEditor({ type, catalogId: catalogId ?? '', id: '0' })}
        />
        <ContentToolbar
          t={t}
          onBatch={(command) => void commands.run(command, ctl.selection.rows)}
          sorts={list.state.sorts}
          onSort={list.setSorts}
        />
      </ListToolbarRow>
      <KitTable
        kit={table}
        table={{
          locale: catalogId ? undefined : { emptyText: <Empty description={t('selectCatalogFirst')} /> },
        }}
      />
      {paginator && catalogId && <Paginator {...paginator} />}
      <ContentDialogs
        dialog={commands.dialog}
        catalogId={catalogId}
        t={t}
        actions={actions}
        onClose={commands.closeDialog}
        onDone={commands.done}
      />
    </div>
  );
}
