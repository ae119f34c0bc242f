import { PushpinFilled } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';

import { cmsSearchApi } from '@/api/cms/search';
import { dictWordApi, dictWordKeys, type DictWordType } from '@/api/search/dict';
import { searchWordApi, searchWordKeys, type SearchWord, type SearchWordBody } from '@/api/search/word';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListMutation,
  useListQuery,
  useStandardActions,
  type ListAction,
} from '@/components/list';

import type { SearchT } from './i18n';
import { DATE_TIME, SearchWordDialog, TopDialog, TrendDialog, type TopForm } from './WordDialogs';

const isTopped = (row: SearchWord) => Number(row.topFlag) > 0;

/** Query statistics of the current site: totals, topping, trend, and adding a query to the dictionary. */
export function WordStatTab({ t }: { t: SearchT }) {
  const [trendOf, setTrendOf] = useState<SearchWord>();
  const list = useListQuery({
    queryKey: searchWordKeys.list,
    queryFn: cmsSearchApi.words,
    filters: { query: 'text' },
    pageSize: 50,
  });
  const invalidate = searchWordKeys.all;
  const save = useListMutation({
    mutationFn: (body: SearchWordBody) =>
      body.wordId ? searchWordApi.update(body) : cmsSearchApi.addWord(body),
    invalidate,
    success: false,
  });
  const remove = useListMutation({ mutationFn: searchWordApi.remove, invalidate, success: 'delete' });
  const setTop = useListMutation({
    mutationFn: (v: { row: SearchWord; end: string }) =>
      searchWordApi.setTop({ wordIds: [v.row.wordId], topEndTime: v.end }),
    invalidate,
  });
  const cancelTop = useListMutation({
    mutationFn: (row: SearchWord) => searchWordApi.cancelTop([row.wordId]),
    invalidate,
  });
  const toDict = useListMutation({
    mutationFn: (v: { wordType: DictWordType; word: string }) =>
      dictWordApi.add({ wordType: v.wordType, words: [v.word] }),
    invalidate: dictWordKeys.all,
  });
  const dialog = useFormDialog<SearchWordBody, SearchWord>({
    defaults: { searchTotal: 0 },
    submit: (values) => save.mutateAsync({ ...values, searchTotal: Number(values.searchTotal) }),
  });
  const topDialog = useFormDialog<TopForm, SearchWord>({
    load: async () => ({}),
    submit: (values, { record }) =>
      record
        ? setTop.mutateAsync({ row: record, end: values.topEndTime?.format(DATE_TIME) ?? '' })
        : Promise.resolve(),
    success: false,
  });
  const std = useStandardActions<SearchWord>();
  const edit = std.edit({ run: dialog.openEdit });
  const del = std.remove({
    ids: (rows) => rows.map((r) => r.wordId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('word.deleteConfirm', { count: ids.split(',').length }),
  });
  const addToDict = (key: string, wordType: DictWordType, label: string): ListAction<SearchWord> => ({
    key,
    label,
    confirm: (rows) => t('word.toDictConfirm', { word: rows[0]?.word ?? '' }),
    run: ([row]) => (row ? toDict.mutateAsync({ wordType, word: row.word }) : undefined),
  });
  const rowActions: ListAction<SearchWord>[] = [
    edit,
    { key: 'top', label: t('word.top'), hidden: isTopped, run: ([row]) => row && topDialog.openEdit(row) },
    {
      key: 'cancelTop',
      label: t('word.cancelTop'),
      hidden: (row) => !isTopped(row),
      run: ([row]) => row && cancelTop.mutateAsync(row),
    },
    { key: 'trend', label: t('word.trend'), run: ([row]) => setTrendOf(row) },
    addToDict('toExtend', 'WORD', t('word.toExtend')),
    addToDict('toStop', 'STOP', t('word.toStop')),
    del,
  ];
  return (
    <ListPage
      data-testid="search-word-list"
      list={list}
      rowKey="wordId"
      columns={[
        { key: 'word', dataIndex: 'word', title: t('word.word') },
        { key: 'searchTotal', dataIndex: 'searchTotal', title: t('word.searchTotal'), width: 140 },
        {
          key: 'topFlag',
          dataIndex: 'topFlag',
          title: t('word.topFlag'),
          width: 80,
          align: 'center',
          render: (_v: unknown, row: SearchWord) =>
            isTopped(row) ? (
              <PushpinFilled aria-label={t('word.topFlag')} style={{ color: '#d4380d' }} />
            ) : null,
        },
        { key: 'topDate', dataIndex: 'topDate', title: t('word.topDate'), width: 180 },
      ]}
      search={
        <Form.Item name="query" label={t('word.word')}>
          <Input allowClear placeholder={t('word.queryPlaceholder')} />
        </Form.Item>
      }
      actions={[std.add({ run: () => dialog.openAdd() }), edit, del]}
      rowActions={rowActions}
    >
      <SearchWordDialog t={t} controller={dialog} />
      <TopDialog t={t} controller={topDialog} />
      <TrendDialog t={t} word={trendOf} onClose={() => setTrendOf(undefined)} />
    </ListPage>
  );
}
