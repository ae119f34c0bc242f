import { BarChartOutlined, CloseOutlined, NodeExpandOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Typography } from 'antd';
import { useState, type Key } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

import { voteSubjectApi, type VoteSubject, type VoteSubjectBody, voteSubjectKeys } from '@/api/vote/subject';
import { voteApi, voteKeys } from '@/api/vote/vote';
import { DictTag } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  type ListAction,
  type ListColumn,
} from '@/components/list';
import { useTagsView } from '@/stores/tags-view';

import { VOTE_ACCESS } from '../access';
import { voteI18n } from '../i18n';
import { useSubjectMutations, useVoteItemTypes } from '../queries';
import { ItemsDrawer } from './ItemsDrawer';
import { ResultsDialog } from './ResultsDialog';
import { SubjectFormDialog } from './SubjectFormDialog';
import { SubjectItems } from './SubjectItems';

/**
 * A vote's subjects (`vote/subjectList`, `/operations/vote/subjects?voteId=`): each subject with its
 * items and their totals as bars (expanded rows); add, edit, delete, insert a subject before another;
 * a choice subject's title opens its items editor; the results as charts; Close returns to the votes.
 */
export default function SubjectPage() {
  const t = voteI18n.useT();
  const voteId = useSearchParams()[0].get('voteId') ?? '';
  if (!/^\d+$/.test(voteId)) return <Alert type="warning" showIcon title={t('noVote')} />;
  return <Subjects key={voteId} voteId={voteId} />;
}

function Subjects({ voteId }: { voteId: string }) {
  const t = voteI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const vote = useQuery({ queryKey: voteKeys.detail(voteId), queryFn: () => voteApi.get(voteId) });
  const itemTypes = useVoteItemTypes();
  const list = useListQuery({
    queryKey: () => voteSubjectKeys.list({ voteId }),
    queryFn: () => voteSubjectApi.list(voteId),
    paged: false,
    syncUrl: false,
  });
  const [expanded, setExpanded] = useState<Key[]>();
  const [itemsOf, setItemsOf] = useState<VoteSubject>();
  const [showResults, setShowResults] = useState(false);
  const { save, remove } = useSubjectMutations();
  const dialog = useFormDialog<VoteSubjectBody, VoteSubject>({
    defaults: { voteId, type: 'radio' },
    load: (row) => voteSubjectApi.get(row.subjectId),
    submit: (values) => save.mutateAsync({ ...values, voteId }),
  });
  const std = useStandardActions<VoteSubject>();
  const edit = std.edit({ access: VOTE_ACCESS.edit, run: dialog.openEdit });
  const del = std.remove({
    access: VOTE_ACCESS.edit,
    ids: (rows) => rows.map((r) => r.subjectId),
    name: (r) => r.title,
    confirm: (_, names) => t('deleteSubjectConfirm', { names }),
    remove: remove.mutateAsync,
  });
  const insert: ListAction<VoteSubject> = {
    key: 'insert',
    label: t('insertSubject'),
    access: VOTE_ACCESS.edit,
    run: ([row]) => row && dialog.openAdd({ nextSubjectId: row.subjectId }),
  };
  const allKeys = list.rows.map((r) => r.subjectId);
  const allOpen = expanded === undefined || expanded.length === allKeys.length;
  const toggle: ListAction<VoteSubject> = {
    key: 'expand',
    label: t(allOpen ? 'collapseAll' : 'expandAll'),
    icon: <NodeExpandOutlined />,
    run: () => setExpanded(allOpen ? [] : allKeys),
  };
  const close = () => {
    const tabs = useTagsView.getState();
    navigate('/operations/vote');
    tabs.closeView(pathname);
  };
  const itemTypeName = (id: string) => itemTypes.data?.find((o) => o.value === id)?.label ?? id;
  const columns: ListColumn<VoteSubject>[] = [
    {
      key: 'title',
      title: t('subjectTitle'),
      render: (_, row) =>
        row.type === 'input' ? (
          row.title
        ) : (
          <Button type="link" size="small" onClick={() => setItemsOf(row)}>
            {row.title}
          </Button>
        ),
    },
    {
      key: 'type',
      title: t('subjectType'),
      width: 100,
      render: (_, row) => <DictTag type="VoteSubjectType" value={row.type} />,
    },
  ];
  return (
    <ListPage
      data-testid="vote-subject-page"
      list={list}
      rowKey="subjectId"
      columns={columns}
      actions={[
        toggle,
        std.add({ access: VOTE_ACCESS.edit, run: () => dialog.openAdd() }),
        edit,
        del,
        { key: 'results', label: t('results'), icon: <BarChartOutlined />, run: () => setShowResults(true) },
      ]}
      rowActions={[insert, edit, del]}
      toolbarExtra={
        <>
          <Typography.Text strong>{vote.data && t('subjectsOf', { title: vote.data.title })}</Typography.Text>
          <Button icon={<CloseOutlined />} onClick={close}>
            {t('close')}
          </Button>
        </>
      }
      table={{
        expandable: {
          expandedRowKeys: expanded ?? allKeys,
          onExpandedRowsChange: (keys) => setExpanded([...keys]),
          expandedRowRender: (row) => <SubjectItems subject={row} typeName={itemTypeName} />,
        },
      }}
    >
      <SubjectFormDialog controller={dialog} />
      <ItemsDrawer subject={itemsOf} onClose={() => setItemsOf(undefined)} />
      <ResultsDialog open={showResults} subjects={list.rows} onClose={() => setShowResults(false)} />
    </ListPage>
  );
}
