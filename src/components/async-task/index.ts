export { AsyncTaskDialog, type AsyncTaskDialogProps } from './AsyncTaskDialog';
export { AsyncTaskStatusTag } from './AsyncTaskStatusTag';
export { useAsyncTaskDialog, type AsyncTaskDialogController } from './use-async-task-dialog';
export { ASYNC_TASK_STATUSES, isTaskActive, type AsyncTaskStatus, type AsyncTaskVO } from './types';
