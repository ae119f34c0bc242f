import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

import type { SysRole } from '@/api/system/role';
import { useAuth } from '@/components/auth';
import { feedback } from '@/lib/feedback';

import { roleI18n, type RoleT } from './i18n';
import type { useRoleMutations } from './queries';

/** What the status column needs from the page: one mutation for the list, not one per row. */
export interface RoleStatusControl {
  change: (role: SysRole, on: boolean) => void;
  /** The role whose change is in flight. */
  pendingId?: string;
  /** The backend refuses the change without system:role:edit: it is not offered. */
  allowed: boolean;
}

/**
 * The list's status control: asks first, then `PUT /system/role/changeStatus`. The switch shows the
 * row's status, so a cancel or a failed call leaves it where it was; the list reload moves it.
 */
export function useRoleStatusControl(
  changeStatus: ReturnType<typeof useRoleMutations>['changeStatus'],
): RoleStatusControl {
  const t = roleI18n.useT();
  const { t: kit } = useTranslation('kit');
  const { can } = useAuth();
  const change = async (role: SysRole, on: boolean) => {
    const ok = await feedback.confirm({
      title: kit('confirmTitle'),
      content: t('statusConfirm', { action: t(on ? 'enable' : 'disable'), name: role.roleName }),
    });
    if (!ok) return;
    // A failure was reported by the HTTP client; the switch keeps the row's status.
    await changeStatus.mutateAsync({ roleId: role.roleId, status: on ? '0' : '1' }).catch(() => undefined);
  };
  return {
    change: (role, on) => void change(role, on),
    pendingId: changeStatus.isPending ? changeStatus.variables.roleId : undefined,
    allowed: can({ perm: 'system:role:edit' }),
  };
}

/** One row's switch: plain props, so ten rows cost ten switches and no hooks of their own. */
export function RoleStatusSwitch({
  role,
  control,
  t,
}: {
  role: SysRole;
  control: RoleStatusControl;
  t: RoleT;
}) {
  return (
    <Switch
      size="small"
      aria-label={t('status')}
      checked={role.status === '0'}
      loading={control.pendingId === role.roleId}
      disabled={!control.allowed}
      onChange={(on) => control.change(role, on)}
    />
  );
}
