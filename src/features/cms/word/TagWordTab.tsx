import { PlusOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

import {
  tagWordApi,
  tagWordKeys,
  type TagGroupBody,
  type TagWord,
  type TagWordBody,
  type TagWordQuery,
} from '@/api/cms/word';
import { useFormDialog } from '@/components/form';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';
import { splitLines } from '@/lib/utils/lines';

import { BatchAddDialog, type BatchValues } from './BatchAddDialog';
import { GroupedWords, type GroupNode } from './GroupTree';
import type { WordT } from './i18n';
import { TagGroupDialog } from './TagGroupDialog';
import { TagWordDialog } from './TagWordDialog';
import { requireGroup, useDeleteWords, wordColumns } from './word-columns';
import { useWordGroups } from './word-groups';

/** Shared with the TAG picker of the content editor: both open where the user left off. */
const LAST_GROUP_KEY = 'LastSelectedGroupId';

const nodeToGroup = (node: GroupNode): Partial<TagGroupBody> => ({
  groupId: node.id,
  parentId: node.parentId === '0' ? undefined : node.parentId,
  name: node.label,
  code: node.props?.code,
  sortFlag: node.props?.sort,
  remark: node.props?.remark,
});

/** TAG words: the site's group tree, the chosen group's words (add, batch add, edit/move, delete). */
export function TagWordTab({
  t,
  groupId,
  onGroup,
}: {
  t: WordT;
  groupId?: string;
  onGroup: (id?: string) => void;
}) {
  const groups = useWordGroups<TagGroupBody>({
    t,
    api: tagWordApi,
    keys: tagWordKeys,
    rememberKey: LAST_GROUP_KEY,
    groupId,
    onGroup,
  });
  const list = useListQuery({
    queryKey: (q: Omit<TagWordQuery, 'groupId'>) => tagWordKeys.list({ ...q, groupId }),
    queryFn: (q: Omit<TagWordQuery, 'groupId'>) => tagWordApi.list({ ...q, groupId: groupId ?? '' }),
    filters: { query: 'text' },
    enabled: Boolean(groupId),
  });
  const invalidate = tagWordKeys.all;
  const saveWord = useListMutation({
    mutationFn: (body: TagWordBody) => (body.wordId ? tagWordApi.update(body) : tagWordApi.add(body)),
    invalidate,
    success: false,
  });
  const batchAdd = useListMutation({
    mutationFn: (words: string[]) => tagWordApi.batchAdd({ groupId: groupId ?? '', words }),
    invalidate,
    success: 'add',
  });

  const groupDialog = useFormDialog<TagGroupBody, GroupNode>({
    defaults: { sortFlag: 0 },
    load: async (node) => nodeToGroup(node),
    submit: (values) => groups.save.mutateAsync(values),
  });
  const wordDialog = useFormDialog<TagWordBody, TagWord>({
    defaults: () => ({ groupId, sortFlag: 0 }),
    submit: (values) => saveWord.mutateAsync(values),
  });
  const batchDialog = useFormDialog<BatchValues, unknown>({
    submit: (values) => batchAdd.mutateAsync(splitLines(values.words)),
    success: false,
  });
  const needGroup = requireGroup(t, groupId);
  const std = useStandardActions<TagWord>();
  const edit = std.edit({ run: wordDialog.openEdit });
  const del = useDeleteWords<TagWord>(t, tagWordApi.remove, tagWordKeys.all);

  return (
    <GroupedWords
      t={t}
      groups={groups}
      groupId={groupId}
      onAdd={() => groupDialog.openAdd(groupId ? { parentId: groupId } : undefined)}
      onEdit={groupDialog.openEdit}
    >
      <ListPage
        data-testid="tag-word-list"
        list={list}
        rowKey="wordId"
        columns={wordColumns<TagWord>(t, [
          { key: 'word', dataIndex: 'word', title: t('word.tag') },
          { key: 'sortFlag', dataIndex: 'sortFlag', title: t('word.sortFlag'), width: 80 },
          { key: 'useCount', dataIndex: 'useCount', title: t('word.useCount'), width: 100 },
          { key: 'hitCount', dataIndex: 'hitCount', title: t('word.hitCount'), width: 100 },
        ])}
        search={
          <Form.Item name="query" label={t('word.query')}>
            <Input allowClear placeholder={t('word.tagPlaceholder')} />
          </Form.Item>
        }
        actions={[
          std.add({ run: needGroup(() => wordDialog.openAdd()) }),
          {
            key: 'batchAdd',
            label: t('batch.button'),
            icon: <PlusOutlined />,
            run: needGroup(() => batchDialog.openAdd()),
          },
          del,
        ]}
        rowActions={[edit, del]}
      >
        <TagGroupDialog t={t} controller={groupDialog} nodes={groups.nodes} />
        <TagWordDialog t={t} controller={wordDialog} nodes={groups.nodes} />
        <BatchAddDialog t={t} controller={batchDialog} title={t('batch.title')} />
      </ListPage>
    </GroupedWords>
  );
}
