import { Form, Input, Radio, Tag } from 'antd';

import {
  sensitiveWordApi,
  sensitiveWordKeys,
  type SensitiveWord,
  type SensitiveWordType,
} from '@/api/cms/sensitive-word';
import { useFormDialog } from '@/components/form';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { splitLines } from '@/lib/utils/lines';

import { BatchAddDialog, type BatchValues } from './BatchAddDialog';
import type { WordT } from './i18n';
import { useDeleteWords, wordColumns } from './word-columns';

/**
 * Adds the words one by one (the server takes one word per call) and reports what it refused; resolves
 * when every word was tried, rejects (keeping the dialog open) when none was added.
 */
async function addEach(t: WordT, words: string[], type: SensitiveWordType) {
  const failed: string[] = [];
  for (const word of words) {
    try {
      await sensitiveWordApi.add({ word, type });
    } catch {
      failed.push(word);
    }
  }
  const added = words.length - failed.length;
  if (added > 0) feedback.success(t('batch.added', { count: added }));
  if (failed.length > 0)
    feedback.warning(t('batch.failed', { count: failed.length, words: failed.join('、') }));
  if (added === 0) throw new Error('nothing added');
}

/** Sensitive words and their whitelist: add several at once (typed or from a text file), delete. */
export function SensitiveWordTab({ t }: { t: WordT }) {
  const list = useListQuery({
    queryKey: sensitiveWordKeys.list,
    queryFn: sensitiveWordApi.list,
    filters: { query: 'text' },
  });
  const add = useListMutation({
    mutationFn: (values: BatchValues) =>
      addEach(t, splitLines(values.words), values.type as SensitiveWordType),
    invalidate: sensitiveWordKeys.all,
    success: false,
  });
  const dialog = useFormDialog<BatchValues, unknown>({
    defaults: { type: 'BLACK' },
    submit: (values) => add.mutateAsync(values),
    success: false,
  });
  const std = useStandardActions<SensitiveWord>();
  const del = useDeleteWords<SensitiveWord>(t, sensitiveWordApi.remove, sensitiveWordKeys.all);
  return (
    <ListPage
      data-testid="sensitive-word-list"
      list={list}
      rowKey="wordId"
      columns={wordColumns<SensitiveWord>(t, [
        { key: 'word', dataIndex: 'word', title: t('word.sensitive') },
        {
          key: 'type',
          dataIndex: 'type',
          title: t('word.type'),
          width: 110,
          render: (type: SensitiveWordType) =>
            type === 'WHITE' ? (
              <Tag color="success">{t('word.white')}</Tag>
            ) : (
              <Tag color="warning">{t('word.black')}</Tag>
            ),
        },
      ])}
      search={
        <Form.Item name="query" label={t('word.query')}>
          <Input allowClear placeholder={t('word.queryPlaceholder')} />
        </Form.Item>
      }
      actions={[std.add({ run: () => dialog.openAdd() }), del]}
      rowActions={[del]}
    >
      <BatchAddDialog
        t={t}
        controller={dialog}
        title={t('word.addSensitiveTitle')}
        fileImport
        extra={
          <Form.Item name="type" label={t('word.type')} rules={[{ required: true }]}>
            <Radio.Group
              options={[
                { value: 'BLACK', label: t('word.black') },
                { value: 'WHITE', label: t('word.white') },
              ]}
            />
          </Form.Item>
        }
      />
    </ListPage>
  );
}
