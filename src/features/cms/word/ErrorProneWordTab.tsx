import { Form, Input } from 'antd';

import {
  errorProneWordApi,
  errorProneWordKeys,
  type ErrorProneWord,
  type ErrorProneWordBody,
} from '@/api/cms/error-prone-word';
import { FormDialog, kitRules, useFormDialog } from '@/components/form';
import { ListPage, useListMutation, useListQuery, useStandardActions } from '@/components/list';
import { rules } from '@/lib/validators';

import type { WordT } from './i18n';
import { useDeleteWords, wordColumns } from './word-columns';

/** Error-prone words: a misspelling and its replacement, which the content editor's check offers. */
export function ErrorProneWordTab({ t }: { t: WordT }) {
  const list = useListQuery({
    queryKey: errorProneWordKeys.list,
    queryFn: errorProneWordApi.list,
    filters: { query: 'text' },
  });
  const save = useListMutation({
    mutationFn: (body: ErrorProneWordBody) =>
      body.wordId ? errorProneWordApi.update(body) : errorProneWordApi.add(body),
    invalidate: errorProneWordKeys.all,
    success: false,
  });
  const dialog = useFormDialog<ErrorProneWordBody, ErrorProneWord>({
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<ErrorProneWord>();
  const edit = std.edit({ run: dialog.openEdit });
  const del = useDeleteWords<ErrorProneWord>(t, errorProneWordApi.remove, errorProneWordKeys.all);
  return (
    <ListPage
      data-testid="error-prone-word-list"
      list={list}
      rowKey="wordId"
      columns={wordColumns<ErrorProneWord>(t, [
        { key: 'word', dataIndex: 'word', title: t('word.errorProne') },
        { key: 'replaceWord', dataIndex: 'replaceWord', title: t('word.replaceWord') },
      ])}
      search={
        <Form.Item name="query" label={t('word.query')}>
          <Input allowClear placeholder={t('word.queryPlaceholder')} />
        </Form.Item>
      }
      actions={[std.add({ run: () => dialog.openAdd() }), del]}
      rowActions={[edit, del]}
    >
      <FormDialog
        controller={dialog}
        width={480}
        labelWidth={90}
        title={(mode) => t(mode === 'add' ? 'word.addErrorProneTitle' : 'word.editErrorProneTitle')}
      >
        <Form.Item
          name="word"
          label={t('word.errorProne')}
          rules={[rules.required(), kitRules.maxLength(255)]}
        >
          <Input />
        </Form.Item>
        <Form.Item
          name="replaceWord"
          label={t('word.replaceWord')}
          rules={[rules.required(), kitRules.maxLength(255)]}
        >
          <Input />
        </Form.Item>
      </FormDialog>
    </ListPage>
  );
}
