import { useQueries, useQuery } from '@tanstack/react-query';

import { type SysScheduledTask, taskApi, type TaskBody, taskKeys } from '@/api/monitor/task';
import { useListMutation } from '@/components/list';

/** The registered handler types (they change only with a backend deploy). */
export function useTaskTypes() {
  return useQuery({
    queryKey: taskKeys.extra('typeOptions'),
    queryFn: taskApi.typeOptions,
    staleTime: Infinity,
  });
}

/**
 * The trigger of each listed task. The list VO carries no trigger, so the page reads the detail of the
 * rows it shows (at most one page) — the only way with the 1.5.5 endpoints; the edit dialog reuses it.
 */
export function useTaskDetails(taskIds: readonly string[]): Map<string, SysScheduledTask> {
  return useQueries({
    queries: taskIds.map((taskId) => ({
      queryKey: taskKeys.detail(taskId),
      queryFn: () => taskApi.get(taskId),
    })),
    combine: (results) => {
      const map = new Map<string, SysScheduledTask>();
      for (const r of results) if (r.data) map.set(r.data.taskId, r.data);
      return map;
    },
  });
}

/** Writes of the task screen; each refreshes the list, the details and the logs. */
export function useTaskMutations() {
  const save = useListMutation({
    mutationFn: (body: TaskBody) => (body.taskId ? taskApi.update(body) : taskApi.add(body)),
    invalidate: taskKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => taskApi.remove(ids),
    invalidate: taskKeys.all,
    success: 'delete',
  });
  const enable = useListMutation({ mutationFn: taskApi.enable, invalidate: taskKeys.all });
  const disable = useListMutation({ mutationFn: taskApi.disable, invalidate: taskKeys.all });
  const exec = useListMutation({ mutationFn: taskApi.exec, invalidate: taskKeys.all });
  const removeLogs = useListMutation({
    mutationFn: (ids: (string | number)[]) => taskApi.removeLogs(ids),
    invalidate: taskKeys.all,
    success: 'delete',
  });
  return { save, remove, enable, disable, exec, removeLogs };
}
