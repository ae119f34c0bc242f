import type { QueryKey } from '@tanstack/react-query';

import { type ListAction, type ListColumn, useListMutation, useStandardActions } from '@/components/list';
import { feedback } from '@/lib/feedback';

import type { WordT } from './i18n';

/** The row-number column, the screen's own columns, then create time and user (every word list). */
export function wordColumns<Row extends { createTime?: string; createBy?: string }>(
  t: WordT,
  columns: ListColumn<Row>[],
): ListColumn<Row>[] {
  return [
    { key: 'index', title: t('word.index'), width: 70, render: (_v: unknown, _r: Row, i: number) => i + 1 },
    ...columns,
    { key: 'createTime', dataIndex: 'createTime', title: t('word.createTime'), width: 170 },
    { key: 'createBy', dataIndex: 'createBy', title: t('word.createBy'), width: 110 },
  ];
}

/** Wraps a toolbar action of a group's words: without a chosen group it says so instead of running. */
export function requireGroup(t: WordT, groupId: string | undefined) {
  return (run: () => void) => () => {
    if (groupId) run();
    else feedback.warning(t('group.choose'));
  };
}

/** The Delete action of a word list (toolbar and row): confirm with the count, `DELETE` the word ids, refresh. */
export function useDeleteWords<Row extends { wordId: string }>(
  t: WordT,
  removeWords: (ids: (string | number)[]) => Promise<unknown>,
  invalidate: QueryKey,
): ListAction<Row> {
  const remove = useListMutation({ mutationFn: removeWords, invalidate, success: 'delete' });
  const std = useStandardActions<Row>();
  return std.remove({
    ids: (rows) => rows.map((r) => r.wordId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('word.deleteConfirm', { count: ids.split(',').length }),
  });
}
