import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

import type { SysRole } from '@/api/system/role';
import { useAuth } from '@/components/auth';
import { feedback } from '@/lib/feedback';

import { roleI18n } from './i18n';
import { useRoleMutations } from './queries';

/**
 * The inline status switch: asks first, then `PUT /system/role/changeStatus`. The switch shows the
 * row's status, so a cancel or a failed call leaves it where it was; the list reload moves it.
 */
export function RoleStatusSwitch({ role }: { role: SysRole }) {
  const t = roleI18n.useT();
  const { t: kit } = useTranslation('kit');
  const { can } = useAuth();
  const { changeStatus } = useRoleMutations();
  const onChange = async (on: boolean) => {
    const ok = await feedback.confirm({
      title: kit('confirmTitle'),
      content: t('statusConfirm', { action: t(on ? 'enable' : 'disable'), name: role.roleName }),
    });
    if (!ok) return;
    // A failure was reported by the HTTP client; the switch keeps the row's status.
    await changeStatus.mutateAsync({ roleId: role.roleId, status: on ? '0' : '1' }).catch(() => undefined);
  };
  return (
    <Switch
      size="small"
      aria-label={t('status')}
      checked={role.status === '0'}
      loading={changeStatus.isPending}
      // The backend refuses the change without system:role:edit; do not offer it.
      disabled={!can({ perm: 'system:role:edit' })}
      onChange={(on) => void onChange(on)}
    />
  );
}
