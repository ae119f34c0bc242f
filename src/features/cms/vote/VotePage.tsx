import { Button, Form, Input } from 'antd';
import { useNavigate } from 'react-router-dom';

import { voteApi, type Vote, voteKeys } from '@/api/vote/vote';
import { DictSelect, DictTag } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';
import { getCurrentSiteId } from '@/lib/auth/current-site';

import { VOTE_ACCESS } from './access';
import { voteI18n, type VoteT } from './i18n';
import { useVoteMutations, useVoteUserTypes } from './queries';
import { toVoteBody, toVoteForm, VoteFormDialog, type VoteForm } from './VoteFormDialog';

/** Where a vote's subjects are edited. */
export const subjectsPath = (voteId: string) => `/operations/vote/subjects?voteId=${voteId}`;

function voteColumns(t: VoteT, userTypeName: (id: string) => string, open: (row: Vote) => void) {
  const columns: ListColumn<Vote>[] = [
    { key: 'code', dataIndex: 'code', title: t('code'), width: 140 },
    {
      key: 'title',
      title: t('title'),
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => open(row)}>
          {row.title}
        </Button>
      ),
    },
    {
      key: 'timeRange',
      title: t('timeRange'),
      width: 320,
      render: (_, row) => `${row.startTime} - ${row.endTime}`,
    },
    {
      key: 'status',
      title: t('status'),
      width: 90,
      render: (_, row) => <DictTag type="VoteStatus" value={row.status} />,
    },
    { key: 'total', dataIndex: 'total', title: t('total'), width: 90 },
    { key: 'userType', title: t('userType'), width: 100, render: (_, row) => userTypeName(row.userType) },
    {
      key: 'viewType',
      title: t('viewType'),
      width: 110,
      render: (_, row) => <DictTag type="VoteViewType" value={row.viewType} />,
    },
    {
      key: 'limits',
      title: t('limits'),
      width: 110,
      render: (_, row) => `${row.dayLimit} / ${row.totalLimit}`,
    },
  ];
  return columns;
}

/**
 * Votes (`vote/index`, menu 2066): search by title and status; add/edit in a dialog, delete; a
 * vote's title and its Subjects action open the subject screen. A new vote belongs to the current
 * site (`source = cms:<siteId>`), as the Vue console sends it.
 */
export default function VotePage() {
  const t = voteI18n.useT();
  const navigate = useNavigate();
  const userTypes = useVoteUserTypes();
  const list = useListQuery({
    queryKey: voteKeys.list,
    queryFn: voteApi.list,
    filters: { title: 'text', status: 'text' },
  });
  const { save, remove } = useVoteMutations();
  const dialog = useFormDialog<VoteForm, Vote>({
    defaults: () => ({ status: '0', userType: 'ip', viewType: '0', dayLimit: 1, totalLimit: 1 }),
    load: async (row) => toVoteForm(await voteApi.get(row.voteId)),
    submit: (values, { mode }) => {
      const siteId = getCurrentSiteId();
      const source = mode === 'add' && siteId ? { source: `cms:${siteId}` } : {};
      return save.mutateAsync({ ...toVoteBody(values), ...source });
    },
  });
  const std = useStandardActions<Vote>();
  const edit = std.edit({ access: VOTE_ACCESS.edit, run: dialog.openEdit });
  const del = std.remove({
    access: VOTE_ACCESS.remove,
    ids: (rows) => rows.map((r) => r.voteId),
    name: (r) => r.title,
    confirm: (_, names) => t('deleteConfirm', { names }),
    remove: remove.mutateAsync,
  });
  const open = (row: Vote) => navigate(subjectsPath(row.voteId));
  const subjects: ListAction<Vote> = {
    key: 'subjects',
    label: t('subjects'),
    access: VOTE_ACCESS.edit,
    run: ([row]) => row && open(row),
  };
  const userTypeName = (id: string) => userTypes.data?.find((o) => o.value === id)?.label ?? id;
  return (
    <ListPage
      data-testid="vote-page"
      list={list}
      rowKey="voteId"
      columns={voteColumns(t, userTypeName, open)}
      search={
        <>
          <Form.Item name="title">
            <Input allowClear placeholder={t('titlePlaceholder')} aria-label={t('title')} />
          </Form.Item>
          <Form.Item name="status">
            <DictSelect type="VoteStatus" placeholder={t('status')} aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[std.add({ access: VOTE_ACCESS.add, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[subjects, edit, del]}
    >
      <VoteFormDialog controller={dialog} />
    </ListPage>
  );
}
