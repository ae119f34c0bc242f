import {
  securityApi,
  type SecurityConfigBody,
  securityKeys,
  type SysSecurityConfig,
} from '@/api/system/security';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions, useStatusColumn } from '@/components/list';

import { securityColumns } from './columns';
import { securityI18n } from './i18n';
import { useSecurityMutations } from './queries';
import { SecurityFormDialog } from './SecurityFormDialog';

// Every call of SysSecurityController needs only this key (V1.5.5 has no button permissions here).
const access = { perm: 'system:security:view' };

/** Defaults of the V1.5.5 dialog. */
const DEFAULTS: Partial<SecurityConfigBody> = {
  passwordLenMin: 6,
  passwordLenMax: 16,
  passwordRule: 'NONE',
  passwordSensitive: [],
  passwordExpireSeconds: 0,
  forceModifyPwdAfterAdd: 'N',
  forceModifyPwdAfterReset: 'N',
  passwordRetryLimit: 0,
  passwordRetryStrategy: 'NONE',
  passwordRetryLockSeconds: 0,
};

/** The security config list (no search, as in V1.5.5). */
export function SecurityConfigTab() {
  const t = securityI18n.useT();
  const list = useListQuery({ queryKey: securityKeys.list, queryFn: securityApi.list });
  const { save, remove, changeStatus } = useSecurityMutations();
  const dialog = useFormDialog<SecurityConfigBody, SysSecurityConfig>({
    defaults: DEFAULTS,
    load: (row) => securityApi.get(row.configId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysSecurityConfig>();
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.configId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const status = useStatusColumn<SysSecurityConfig>({
    title: t('status'),
    rowKey: (row) => row.configId,
    isOn: (row) => row.status === '0',
    // The server switches this config on and the others off; the list reload shows it.
    change: (row) => changeStatus.mutateAsync(row.configId),
    access,
    label: () => t('status'),
  });
  return (
    <ListPage
      data-testid="security-config-list"
      list={list}
      rowKey="configId"
      columns={securityColumns(t, status)}
      actions={[std.add({ access, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <SecurityFormDialog controller={dialog} />
    </ListPage>
  );
}
