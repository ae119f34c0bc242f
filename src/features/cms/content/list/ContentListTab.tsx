import { Empty } from 'antd';
import { useRef } from 'react';

import { contentApi, contentKeys } from '@/api/cms/content';
import type { ContentQuery, ContentRow } from '@/api/cms/content';
import { useContentTypes } from '@/components/cms/content-types';
import { useDict } from '@/components/dict';
import {
  firstFittingTable,
  KitTable,
  ListToolbarRow,
  Paginator,
  RightToolbar,
  rowActionsWidth,
  useBoxWidth,
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
  // Preview, Publish and To Publish inline where the list's box has room for them, else Preview alone.
  const box = useRef<HTMLDivElement>(null);
  const operation = (inline: number) => ({
    key: '__operation',
    title: t('columns.operation'),
    // Preview is the one shown button with an icon.
    width: rowActionsWidth(
      [{ label: t('actions.preview'), icon: true }, t('actions.publish'), t('actions.toPublish'), '-'],
      { moreLabel: t('actions.more'), inline },
    ),
    align: 'center' as const,
    render: (_v: unknown, row: ContentRow) => (
      <RowActions
        row={row}
        t={t}
        inline={inline}
        reasonOf={actions.reasonOf}
        onCommand={(c, r) => void commands.run(c, [r])}
      />
    ),
  });
  const table = firstFittingTable(
    [ctl.getTableProps([operation(WIDE_INLINE)]), ctl.getTableProps([operation(NARROW_INLINE)])],
    useBoxWidth(box),
  );
  const paginator = ctl.getPaginatorProps();
  const addRefused =
    catalogId && !actions.actor.hasPermi(`Catalog:AddContent:${catalogId}`)
      ? t('reasons.noPermission')
      : undefined;

  return (
    <div className="kit-list-page" data-testid="content-list" ref={box}>
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
