import { Suspense, useEffect } from 'react';

import { preloadable, preloadWhenIdle } from '@/lib/preloadable';
import { useOpenedOnce } from '@/lib/use-opened-once';

import type { AsyncTaskVO } from './types';

export interface AsyncTaskDialogProps {
  /** The task to follow; the dialog is open while it is set. */
  taskId?: string;
  /** Dialog title, also named in the default success toast ("<title> completed"). */
  title?: string;
  /** Polling interval in ms (default 1000, the Vue Progress component's). */
  interval?: number;
  /** The toast on SUCCESS when the task's own message is generic ("任务执行成功" after a save). */
  successMessage?: string;
  /** Once per task, when it reached SUCCESS, INTERRUPTED or FAILED: refresh lists here. */
  onDone?: (task: AsyncTaskVO) => void;
  /** The dialog closed (by the user, or by itself after a clean finish): clear `taskId` here. */
  onClose: () => void;
}

const body = preloadable(() =>
  import('./AsyncTaskDialogBody').then((m) => ({ default: m.AsyncTaskDialogBody })),
);

/**
 * The progress dialog of every long operation (publish, delete, move, import, index rebuild…).
 * Nothing renders until its first task, and its code (progress bar, alert, modal) is fetched once the
 * screen is idle: a screen shows first without it, and finds it there when a task starts.
 */
export function AsyncTaskDialog(props: AsyncTaskDialogProps) {
  const opened = useOpenedOnce(props.taskId !== undefined);
  useEffect(() => preloadWhenIdle([body]), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <body.Component {...props} />
    </Suspense>
  );
}
