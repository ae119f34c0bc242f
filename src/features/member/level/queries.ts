import { useQuery } from '@tanstack/react-query';

import { levelConfigApi, type LevelConfigBody, levelConfigKeys } from '@/api/member/level-config';
import type { FormMode } from '@/components/form';
import { useListMutation } from '@/components/list';

/** Level configs are a handful per type: one page holds every level of every type. */
const ALL_LEVELS = { pageNum: 1, pageSize: 1000 };

/** Every level of every type, for the ladder checks (a page on screen may hold only part of a type). */
export function useAllLevels() {
  return useQuery({
    queryKey: levelConfigKeys.extra('all'),
    queryFn: async () => (await levelConfigApi.list(ALL_LEVELS)).rows,
  });
}

/** Writes of the level screen. The body has no id: add or edit follows the dialog's mode. */
export function useLevelMutations() {
  const save = useListMutation({
    mutationFn: ({ body, mode }: { body: LevelConfigBody; mode: FormMode }) =>
      mode === 'edit' ? levelConfigApi.update(body) : levelConfigApi.add(body),
    invalidate: levelConfigKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => levelConfigApi.remove(ids),
    invalidate: levelConfigKeys.all,
    success: 'delete',
  });
  return { save, remove };
}
