import { useState } from 'react';

import {
  securityApi,
  type SecurityConfigBody,
  securityKeys,
  type SysSecurityConfig,
} from '@/api/system/security';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions } from '@/components/list';

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
  const [pending, setPending] = useState<string>();
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
  const toggle = (row: SysSecurityConfig) => {
    setPending(row.configId);
    changeStatus.mutateAsync(row.configId).then(
      () => setPending(undefined),
      // Reported by the HTTP client; the switch stays where the server has it.
      () => setPending(undefined),
    );
  };
  return (
    <ListPage
      data-testid="security-config-list"
      list={list}
      rowKey="configId"
      columns={securityColumns(t, { toggle, pending })}
      actions={[std.add({ access, run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <SecurityFormDialog controller={dialog} />
    </ListPage>
  );
}
