import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

export const publishKeys = createQueryKeys('cms/publish');

/** PublishLogController: the publish queue the header's counter shows. */
export const publishApi = {
  /** A Java long: the number of queued publish tasks (arrives as a string). */
  taskCount: () => http.get<string | number>('/cms/publish/taskCount', undefined, { silent: true }),
  clear: () => http.delete<void>('/cms/publish/clear'),
};
