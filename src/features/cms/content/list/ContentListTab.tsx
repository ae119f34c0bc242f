import {
  CopyOutlined,
  DeleteOutlined,
  DownOutlined,
  DragOutlined,
  SendOutlined,
  StopOutlined,
  ClockCircleOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Dropdown, Empty, Flex, Modal, Select, Space, Table } from 'antd';
import { useEffect, useState, type Key } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

import { CatalogPickerDialog } from '@/components/cms/catalog-tree';
import { useDict } from '@/components/dict';
import { Paginator, RightToolbar, useListQuery } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { contentApi } from '../api';
import type { ContentT } from '../i18n';
import { contentKeys, useContentTypes, useSiteVersion } from '../queries';
import type { ContentQuery, ContentRow } from '../types';
import { AddContentButton } from './AddContentButton';
import { contentColumns } from './columns';
import { CONTENT_FILTERS, ContentSearch } from './ContentSearch';
import { CopyDialog } from './CopyDialog';
import { OpLogDialog } from './OpLogDialog';
import { RelaDialog } from './RelaDialog';
import { RowActions, ruleOf, type RowCommand } from './RowActions';
import { SortDialog } from './SortDialog';
import { TopDialog } from './TopDialog';
import { useContentActions } from './use-content-actions';

/** The sort choices (sent as `sorts`, CmsContent property names). */
const SORT_OPTIONS = [
  ['', 'default'],
  ['createTime#asc', 'createTimeAsc'],
  ['createTime#desc', 'createTimeDesc'],
  ['publishDate#asc', 'publishDateAsc'],
  ['publishDate#desc', 'publishDateDesc'],
  ['viewCount#desc', 'views'],
  ['favoriteCount#desc', 'favorites'],
  ['likeCount#desc', 'likes'],
  ['commentCount#desc', 'comments'],
] as const;

type Dialog =
  | { kind: 'top' | 'copy' | 'move'; rows: ContentRow[] }
  | { kind: 'sort' | 'logs' | 'related'; rows: [ContentRow] };

/** The "Content" tab: the selected catalog's contents with every list action. */
export function ContentListTab({ catalogId, t }: { catalogId: string | undefined; t: ContentT }) {
  const siteId = useSiteVersion();
  const navigate = useNavigate();
  const editorWindowHref = useHref('/cms/content/editorW');
  const previewHref = useHref('/cms/preview');
  const list = useListQuery<ContentRow, ContentQuery>({
    queryKey: (params) => contentKeys.list({ ...params, catalogId, siteId }),
    queryFn: (params) => contentApi.list({ ...params, catalogId }),
    filters: CONTENT_FILTERS,
    enabled: !!catalogId,
  });
  const { nameOf } = useContentTypes();
  const { options: attributes } = useDict('CMSContentAttribute');
  const actions = useContentActions(t);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [dialog, setDialog] = useState<Dialog>();
  const inWindow = useQuery({
    queryKey: ['system/user/preference', 'OpenContentEditorW'],
    queryFn: contentApi.editorInWindow,
    staleTime: 60_000,
  });

  const listKey = JSON.stringify(list.queryKey);
  useEffect(() => setSelectedKeys([]), [listKey]);

  const rows = catalogId ? list.rows : [];
  const selected = rows.filter((r) => selectedKeys.includes(r.contentId));
  const closeDialog = () => setDialog(undefined);
  const done = () => {
    setSelectedKeys([]);
    closeDialog();
  };

  const openEditor = (query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    if (inWindow.data === 'Y') {
      const opened = window.open(`${editorWindowHref}?${search}`, '_blank');
      // The list may have changed once the editor window is closed.
      opened?.addEventListener('beforeunload', () => void list.refresh());
    } else navigate(`/cms/content/editor?${search}`);
  };

  const attempt = (promise: Promise<unknown>) => {
    promise.then(done, () => undefined);
  };

  /** Runs a command on rows after its guard (selection, permission, lock, status). */
  const run = async (command: RowCommand, targets: ContentRow[]) => {
    const rule = ruleOf(command);
    if (rule && !actions.guard(rule, targets)) return;
    if (!rule && targets.length === 0) return;
    const [first] = targets as [ContentRow];
    switch (command) {
      case 'preview':
        window.open(`${previewHref}?type=content&dataId=${first.contentId}`, '_blank');
        return;
      case 'edit':
        openEditor({ type: first.contentType, catalogId: first.catalogId, id: first.contentId });
        return;
      case 'delete': {
        const ok = await feedback.confirm({
          title: t('actions.delete'),
          content: t('confirm.delete', { count: targets.length }),
          danger: true,
        });
        if (ok) attempt(actions.remove(targets));
        return;
      }
      case 'publish':
        attempt(actions.publish(targets));
        return;
      case 'toPublish':
        attempt(actions.toPublish(targets));
        return;
      case 'offline':
        attempt(actions.offline(targets));
        return;
      case 'archive':
        attempt(actions.archive(targets));
        return;
      case 'cancelTop':
        attempt(actions.cancelTop(targets));
        return;
      case 'recommend':
      case 'cancelRecommend':
        attempt(actions.attr({ rows: targets, attr: 'recommend', on: command === 'recommend' }));
        return;
      case 'hot':
      case 'cancelHot':
        attempt(actions.attr({ rows: targets, attr: 'hot', on: command === 'hot' }));
        return;
      case 'lock':
        attempt(actions.lock(first));
        return;
      case 'unlock':
        attempt(actions.unlock(first));
        return;
      case 'createIndex':
        attempt(actions.createIndex(first));
        return;
      case 'pushBaidu': {
        const results = await actions.pushBaidu(first).catch(() => undefined);
        if (!results) return;
        Modal.info({
          title: t('actions.pushBaidu'),
          content: (
            <Flex vertical>
              {results.map((r) => (
                <span key={r.publishPipeCode}>
                  {t('baiduPushResult', { pipe: r.publishPipeCode, success: r.success, remain: r.remain })}
                </span>
              ))}
            </Flex>
          ),
        });
        return;
      }
      case 'attr':
        return;
      case 'top':
      case 'copy':
      case 'move':
        setDialog({ kind: command, rows: targets });
        return;
      case 'sort':
      case 'logs':
      case 'related':
        setDialog({ kind: command, rows: [first] });
        return;
    }
  };

  const batch = (command: RowCommand) => () => void run(command, selected);
  const addRefused =
    catalogId && !actions.actor.hasPermi(`Catalog:AddContent:${catalogId}`)
      ? t('reasons.noPermission')
      : undefined;

  return (
    <div className="kit-list-page" data-testid="content-list">
      <ContentSearch list={list} t={t} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
        <Space wrap>
          <AddContentButton
            catalogId={catalogId}
            t={t}
            refused={addRefused}
            onAdd={(type) => openEditor({ type, catalogId: catalogId ?? '', id: '0' })}
          />
          <Button icon={<SendOutlined />} onClick={batch('publish')}>
            {t('actions.publish')}
          </Button>
          <Button icon={<ClockCircleOutlined />} onClick={batch('toPublish')}>
            {t('actions.toPublish')}
          </Button>
          <Button icon={<StopOutlined />} onClick={batch('offline')}>
            {t('actions.offline')}
          </Button>
          <Button icon={<CopyOutlined />} onClick={batch('copy')}>
            {t('actions.copy')}
          </Button>
          <Button icon={<DragOutlined />} onClick={batch('move')}>
            {t('actions.move')}
          </Button>
          {(['recommend', 'hot'] as const).map((attr) => (
            <Dropdown
              key={attr}
              trigger={['click']}
              menu={{
                items: [
                  { key: attr, label: t(`actions.${attr}`) },
                  {
                    key: attr === 'hot' ? 'cancelHot' : 'cancelRecommend',
                    label: t(`actions.${attr === 'hot' ? 'cancelHot' : 'cancelRecommend'}`),
                  },
                ],
                onClick: ({ key }) => void run(key as RowCommand, selected),
              }}
            >
              <Button>
                {t(`actions.${attr}`)} <DownOutlined />
              </Button>
            </Dropdown>
          ))}
          <Button danger icon={<DeleteOutlined />} onClick={batch('delete')}>
            {t('actions.delete')}
          </Button>
          <Select
            aria-label={t('search.sort')}
            style={{ width: 150 }}
            value={list.state.sorts ?? ''}
            onChange={(value: string) => list.setSorts(value || undefined)}
            options={SORT_OPTIONS.map(([value, key]) => ({ value, label: t(`sorts.${key}`) }))}
          />
        </Space>
        <RightToolbar onRefresh={() => void list.refresh()} refreshing={list.isFetching} />
      </Flex>
      <Table<ContentRow>
        rowKey="contentId"
        dataSource={rows}
        loading={list.isFetching}
        pagination={false}
        locale={catalogId ? undefined : { emptyText: <Empty description={t('selectCatalogFirst')} /> }}
        columns={[
          ...contentColumns(t, nameOf, attributes),
          {
            key: '__operation',
            title: t('columns.operation'),
            width: 260,
            align: 'center',
            render: (_v, row) => (
              <RowActions
                row={row}
                t={t}
                reasonOf={actions.reasonOf}
                onCommand={(c, r) => void run(c, [r])}
              />
            ),
          },
        ]}
        rowSelection={{ selectedRowKeys: selectedKeys, onChange: setSelectedKeys }}
        onRow={(row) => ({
          // Click = select this row alone (toggle); double click = edit.
          onClick: (e) => {
            if ((e.target as HTMLElement).closest('button, a, .ant-dropdown, .ant-checkbox-wrapper')) return;
            setSelectedKeys((keys) =>
              keys.length === 1 && keys[0] === row.contentId ? [] : [row.contentId],
            );
          },
          onDoubleClick: () => void run('edit', [row]),
        })}
      />
      {list.paginator && catalogId && <Paginator {...list.paginator} />}
      <TopDialog
        open={dialog?.kind === 'top'}
        t={t}
        onCancel={closeDialog}
        onOk={(end) => {
          const p = actions.setTop({ rows: dialog?.rows ?? [], end });
          p.then(done, () => undefined);
          return p;
        }}
      />
      <CopyDialog
        open={dialog?.kind === 'copy'}
        t={t}
        onCancel={closeDialog}
        onOk={(catalogIds, copyType) => {
          const p = actions.copy({ rows: dialog?.rows ?? [], catalogIds, copyType });
          p.then(done, () => undefined);
          return p;
        }}
      />
      <CatalogPickerDialog
        open={dialog?.kind === 'move'}
        title={t('moveDialog.title')}
        disableLink
        disabledIds={catalogId ? [catalogId] : []}
        onCancel={closeDialog}
        onOk={async ([node]) => {
          if (!node) return;
          await actions.move({ rows: dialog?.rows ?? [], catalogId: node.id });
          done();
        }}
      />
      <SortDialog
        row={dialog?.kind === 'sort' ? dialog.rows[0] : undefined}
        t={t}
        onCancel={closeDialog}
        onOk={async (targetId) => {
          const row = dialog?.rows[0];
          if (!row) return;
          await actions.sort({ row, targetId });
          done();
        }}
      />
      <OpLogDialog row={dialog?.kind === 'logs' ? dialog.rows[0] : undefined} t={t} onClose={closeDialog} />
      <RelaDialog
        row={dialog?.kind === 'related' ? dialog.rows[0] : undefined}
        t={t}
        editable={!!dialog && dialog.kind === 'related' && !actions.reasonOf('edit', dialog.rows[0])}
        onClose={closeDialog}
      />
    </div>
  );
}
