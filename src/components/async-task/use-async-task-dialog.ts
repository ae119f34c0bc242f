import { useCallback, useMemo, useState } from 'react';

import type { AsyncTaskDialogProps } from './AsyncTaskDialog';
import type { AsyncTaskVO } from './types';

export interface AsyncTaskDialogController {
  /** The followed task, if any. */
  taskId?: string;
  /** Opens the dialog on a task id an endpoint returned. */
  follow: (taskId: string) => void;
  /** Spread on `<AsyncTaskDialog>`. */
  props: AsyncTaskDialogProps;
}

/**
 * The open/close state of a progress dialog, so a screen only says what starts the task:
 *
 *   const progress = useAsyncTaskDialog({ title: t('publish'), onDone: () => list.refresh() });
 *   progress.follow(await siteApi.publish(siteId));
 *   <AsyncTaskDialog {...progress.props} />
 */
export function useAsyncTaskDialog(
  options: Pick<AsyncTaskDialogProps, 'title' | 'interval' | 'successMessage' | 'onDone'> = {},
): AsyncTaskDialogController {
  const [taskId, setTaskId] = useState<string | undefined>();
  const { title, interval, successMessage, onDone } = options;
  const onClose = useCallback(() => setTaskId(undefined), []);
  const follow = useCallback((id: string) => setTaskId(id), []);
  const done = useCallback((task: AsyncTaskVO) => onDone?.(task), [onDone]);
  const props = useMemo(
    () => ({ taskId, title, interval, successMessage, onDone: done, onClose }),
    [taskId, title, interval, successMessage, done, onClose],
  );
  return { taskId, follow, props };
}
