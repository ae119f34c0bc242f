import { ExperimentOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';

import { dictWordApi, dictWordKeys, type DictWord, type DictWordType } from '@/api/search/dict';
import { DictSelect, DictTag } from '@/components/dict';
import { FormDialog, useFormDialog } from '@/components/form';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';
import { splitLines } from '@/lib/utils/lines';
import { rules } from '@/lib/validators';

import { AnalyzeDialog } from './AnalyzeDialog';
import { searchI18n } from './i18n';

interface DictForm {
  wordType: DictWordType;
  words: string;
}

/** Search dictionary (`search/dictWord`, /configs/dictWord): extension and stop words, analyzer test. */
export default function DictWordPage() {
  const t = searchI18n.useT();
  const [analyzing, setAnalyzing] = useState(false);
  const list = useListQuery({
    queryKey: dictWordKeys.list,
    queryFn: dictWordApi.list,
    filters: { query: 'text' },
  });
  const add = useListMutation({
    // One per line: split on real line breaks, trimmed, repeats dropped.
    mutationFn: (values: DictForm) =>
      dictWordApi.add({ wordType: values.wordType, words: splitLines(values.words) }),
    invalidate: dictWordKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: dictWordApi.remove,
    invalidate: dictWordKeys.all,
    success: 'delete',
  });
  const dialog = useFormDialog<DictForm, DictWord>({
    defaults: { wordType: 'WORD' },
    submit: (values) => add.mutateAsync(values),
  });
  const std = useStandardActions<DictWord>();
  const del = std.remove({
    ids: (rows) => rows.map((r) => r.wordId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('dict.deleteConfirm', { count: ids.split(',').length }),
  });
  return (
    <ListPage
      data-testid="dict-word-page"
      list={list}
      rowKey="wordId"
      columns={[
        {
          key: 'wordType',
          dataIndex: 'wordType',
          title: t('dict.type'),
          width: 120,
          render: (value: string) => <DictTag type="SearchDictWordType" value={value} />,
        },
        { key: 'word', dataIndex: 'word', title: t('dict.word') },
        { key: 'createTime', dataIndex: 'createTime', title: t('dict.createTime'), width: 180 },
        { key: 'createBy', dataIndex: 'createBy', title: t('dict.createBy'), width: 120 },
      ]}
      search={
        <Form.Item name="query" label={t('dict.word')}>
          <Input allowClear />
        </Form.Item>
      }
      actions={[
        std.add({ run: () => dialog.openAdd() }),
        del,
        {
          key: 'analyze',
          label: t('dict.analyze'),
          icon: <ExperimentOutlined />,
          run: () => setAnalyzing(true),
        },
      ]}
      rowActions={[del]}
    >
      <FormDialog controller={dialog} width={480} labelWidth={80} title={() => t('dict.addTitle')}>
        <Form.Item name="wordType" label={t('dict.type')} rules={[rules.required()]}>
          <DictSelect type="SearchDictWordType" aria-label={t('dict.type')} />
        </Form.Item>
        <Form.Item
          name="words"
          label={t('dict.words')}
          rules={[
            rules.required(),
            {
              validator: (_r, value: string | undefined) =>
                splitLines(value).length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('dict.wordsPlaceholder'))),
            },
          ]}
        >
          <Input.TextArea rows={5} placeholder={t('dict.wordsPlaceholder')} />
        </Form.Item>
      </FormDialog>
      <AnalyzeDialog t={t} open={analyzing} onClose={() => setAnalyzing(false)} />
    </ListPage>
  );
}
