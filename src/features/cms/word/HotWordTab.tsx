import { Form, Input, Radio } from 'antd';

import {
  hotWordApi,
  hotWordKeys,
  type HotGroupBody,
  type HotWord,
  type HotWordBody,
  type HotWordQuery,
} from '@/api/cms/hotword';
import { FormDialog, kitRules, useFormDialog } from '@/components/form';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';
import { rules } from '@/lib/validators';

import { GroupedWords, type GroupNode } from './GroupTree';
import type { WordT } from './i18n';
import { GroupFields } from './TagGroupDialog';
import { requireGroup, useDeleteWords, wordColumns } from './word-columns';
import { useWordGroups } from './word-groups';

const LAST_GROUP_KEY = 'LastSelectedHotWordGroupId';

/** Hot words: the site's (flat) group tree and the chosen group's words with their links. */
export function HotWordTab({
  t,
  groupId,
  onGroup,
}: {
  t: WordT;
  groupId?: string;
  onGroup: (id?: string) => void;
}) {
  const groups = useWordGroups<HotGroupBody>({
    t,
    api: hotWordApi,
    keys: hotWordKeys,
    rememberKey: LAST_GROUP_KEY,
    groupId,
    onGroup,
  });
  const list = useListQuery({
    queryKey: (q: Omit<HotWordQuery, 'groupId'>) => hotWordKeys.list({ ...q, groupId }),
    queryFn: (q: Omit<HotWordQuery, 'groupId'>) => hotWordApi.list({ ...q, groupId: groupId ?? '' }),
    filters: { query: 'text' },
    enabled: Boolean(groupId),
  });
  const invalidate = hotWordKeys.all;
  const saveWord = useListMutation({
    mutationFn: (body: HotWordBody) => (body.wordId ? hotWordApi.update(body) : hotWordApi.add(body)),
    invalidate,
    success: false,
  });
  const groupDialog = useFormDialog<HotGroupBody, GroupNode>({
    defaults: { sortFlag: 0 },
    load: async (node) => ({
      groupId: node.id,
      name: node.label,
      code: node.props?.code,
      sortFlag: node.props?.sort,
      remark: node.props?.remark,
    }),
    submit: (values) => groups.save.mutateAsync(values),
  });
  const wordDialog = useFormDialog<HotWordBody, HotWord>({
    defaults: () => ({ groupId, urlTarget: '_blank' }),
    submit: (values) => saveWord.mutateAsync(values),
  });
  const std = useStandardActions<HotWord>();
  const edit = std.edit({ run: wordDialog.openEdit });
  const del = useDeleteWords<HotWord>(t, hotWordApi.remove, hotWordKeys.all);

  return (
    <GroupedWords
      t={t}
      groups={groups}
      groupId={groupId}
      onAdd={() => groupDialog.openAdd()}
      onEdit={groupDialog.openEdit}
    >
      <ListPage
        data-testid="hot-word-list"
        list={list}
        rowKey="wordId"
        columns={wordColumns<HotWord>(t, [
          { key: 'word', dataIndex: 'word', title: t('word.hot') },
          {
            key: 'url',
            dataIndex: 'url',
            title: t('word.url'),
            render: (url: string) => (
              <a href={url} target="_blank" rel="noopener noreferrer">
                {url}
              </a>
            ),
          },
          {
            key: 'urlTarget',
            dataIndex: 'urlTarget',
            title: t('word.urlTarget'),
            width: 100,
            render: (target?: string) => (target === '_self' ? t('word.self') : t('word.blank')),
          },
          { key: 'hitCount', dataIndex: 'hitCount', title: t('word.hitCount'), width: 100 },
        ])}
        search={
          <Form.Item name="query" label={t('word.query')}>
            <Input allowClear placeholder={t('word.hotPlaceholder')} />
          </Form.Item>
        }
        actions={[std.add({ run: requireGroup(t, groupId)(() => wordDialog.openAdd()) }), del]}
        rowActions={[edit, del]}
      >
        <FormDialog
          controller={groupDialog}
          width={600}
          labelWidth={100}
          title={(mode) => t(mode === 'add' ? 'group.addHotTitle' : 'group.editHotTitle')}
        >
          <GroupFields t={t} />
        </FormDialog>
        <FormDialog
          controller={wordDialog}
          width={520}
          labelWidth={90}
          title={(mode) => t(mode === 'add' ? 'word.addHotTitle' : 'word.editHotTitle')}
        >
          <Form.Item name="word" label={t('word.hot')} rules={[rules.required(), kitRules.maxLength(255)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="url"
            label={t('word.url')}
            rules={[rules.required(), kitRules.maxLength(255), rules.httpUrl()]}
          >
            <Input placeholder="https://" />
          </Form.Item>
          <Form.Item name="urlTarget" label={t('word.urlTarget')} rules={[rules.required()]}>
            <Radio.Group
              options={[
                { value: '_self', label: t('word.self') },
                { value: '_blank', label: t('word.blank') },
              ]}
            />
          </Form.Item>
          <Form.Item name="remark" label={t('word.remark')}>
            <Input />
          </Form.Item>
        </FormDialog>
      </ListPage>
    </GroupedWords>
  );
}
