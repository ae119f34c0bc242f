import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { feedback } from '@/lib/feedback';

export type KitSuccess = 'done' | 'add' | 'edit' | 'delete' | 'refreshCache';

const KIT_SUCCESS = {
  done: 'success',
  add: 'addSuccess',
  edit: 'editSuccess',
  delete: 'deleteSuccess',
  refreshCache: 'refreshCacheSuccess',
} as const;

export interface ListMutationOptions<V, R> {
  mutationFn: (variables: V) => Promise<R>;
  /** Keys (prefixes) refetched after success, typically `keys.all` of the entity. */
  invalidate: QueryKey | readonly QueryKey[];
  /**
   * Toast after success: one of the kit's ('delete' → "删除成功", 'add', 'edit', 'refreshCache'), your
   * own `{ text }`, or false for none. Default "操作成功".
   */
  success?: KitSuccess | { text: string } | false;
  /** Runs after the invalidation started (e.g. clear a client cache). */
  onSuccess?: (result: R, variables: V) => void;
}

function keyList(keys: QueryKey | readonly QueryKey[]): readonly QueryKey[] {
  return Array.isArray(keys[0]) ? (keys as readonly QueryKey[]) : [keys as QueryKey];
}

/**
 * A write that refreshes its lists and says so: every add/edit/delete/refresh-cache of a screen.
 * Failures are reported once by the HTTP client / query error policy; `mutateAsync` still rejects so a
 * form can stay open with the user's input.
 */
export function useListMutation<V = void, R = unknown>(options: ListMutationOptions<V, R>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('kit');
  return useMutation<R, Error, V>({
    mutationFn: options.mutationFn,
    onSuccess: async (result, variables) => {
      const success = options.success ?? 'done';
      if (success !== false)
        feedback.success(typeof success === 'string' ? t(KIT_SUCCESS[success]) : success.text);
      options.onSuccess?.(result, variables);
      await Promise.all(
        keyList(options.invalidate).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}
