import { createQueryKeys, useListMutation } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { logininforApi, unlockApi } from './api';
import { logininforI18n } from './i18n';
import type { SysLogininfor } from './types';

export const logininforKeys = createQueryKeys('monitor/logininfor');
/** The user screen's lists show the status this changes. */
const userListKey = ['system/user'] as const;

/** Deletes, the clean-all and the account unlock of the login log. */
export function useLogininforMutations() {
  const t = logininforI18n.useT();
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => logininforApi.remove(ids),
    invalidate: logininforKeys.all,
    success: 'delete',
  });
  const clean = useListMutation({
    mutationFn: () => logininforApi.clean(),
    invalidate: logininforKeys.all,
  });
  const unlock = useListMutation({
    mutationFn: async (row: SysLogininfor): Promise<boolean> => {
      const found = row.userId ? { userId: row.userId } : await unlockApi.findUser(row.userName);
      if (!found) {
        feedback.warning(t('userNotFound', { name: row.userName }));
        return false;
      }
      const user = await unlockApi.getUser(found.userId);
      if (user.status !== '2') {
        feedback.info(t('notLocked', { name: user.userName }));
        return false;
      }
      await unlockApi.saveUser({ ...user, status: '0' });
      feedback.success(t('unlockSuccess', { name: user.userName }));
      return true;
    },
    invalidate: [logininforKeys.all, userListKey],
    // Said above: the outcome differs (unlocked, not locked, no such user).
    success: false,
  });
  return { remove, clean, unlock };
}
