import { logininforApi, logininforKeys, type SysLogininfor } from '@/api/monitor/logininfor';
import { userApi, userKeys } from '@/api/system/user';
import { useListMutation } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { logininforI18n } from './i18n';

/**
 * V1.5.5 has no unlock endpoint: an administrator unlocks an account by saving the user with status
 * "0" (the server then drops the lock and the failed-attempt count).
 */
async function findUserId(row: SysLogininfor): Promise<string | undefined> {
  if (row.userId) return row.userId;
  const page = await userApi.list({ userName: row.userName, pageNum: 1, pageSize: 50 });
  // The list filters with LIKE; the log names exactly one account.
  return page.rows.find((u) => u.userName === row.userName)?.userId;
}

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
      const userId = await findUserId(row);
      const user = userId ? (await userApi.get(userId)).user : undefined;
      if (!user) {
        feedback.warning(t('userNotFound', { name: row.userName }));
        return false;
      }
      if (user.status !== '2') {
        feedback.info(t('notLocked', { name: user.userName }));
        return false;
      }
      // The full user (with its post ids), so saving it back changes the status only.
      await userApi.update({ ...user, status: '0' });
      feedback.success(t('unlockSuccess', { name: user.userName }));
      return true;
    },
    // The user screen's lists show the status this changes.
    invalidate: [logininforKeys.all, userKeys.all],
    // Said above: the outcome differs (unlocked, not locked, no such user).
    success: false,
  });
  return { remove, clean, unlock };
}
