import { useCallback, useMemo } from 'react';

import {
  checkAccess,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
  type AccessRule,
} from '@/lib/auth/permission';
import { useSession } from '@/stores/session';

/** The permission functions bound to the signed-in user (`$auth` of the Vue console). */
export function useAuth() {
  const permissions = useSession((s) => s.permissions);
  const roles = useSession((s) => s.roles);
  const can = useCallback(
    (rule: AccessRule) => checkAccess({ permissions, roles }, rule),
    [permissions, roles],
  );
  return useMemo(
    () => ({
      can,
      hasPermi: (p: string) => hasPermi(permissions, p),
      hasPermiOr: (list: readonly string[]) => hasPermiOr(permissions, list),
      hasPermiAnd: (list: readonly string[]) => hasPermiAnd(permissions, list),
      hasRole: (r: string) => hasRole(roles, r),
      hasRoleOr: (list: readonly string[]) => hasRoleOr(roles, list),
      hasRoleAnd: (list: readonly string[]) => hasRoleAnd(roles, list),
    }),
    [can, permissions, roles],
  );
}
