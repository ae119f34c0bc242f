import { createQueryKeys, useListMutation } from '@/components/list';

import { ipRuleApi, securityApi } from './api';
import type { IpRuleBody, SecurityConfigForm } from './types';

export const securityKeys = createQueryKeys('system/security');
export const ipRuleKeys = createQueryKeys('system/iprule');

/** Writes of the security config list; each refreshes it. */
export function useSecurityMutations() {
  const save = useListMutation({
    mutationFn: (body: SecurityConfigForm) =>
      body.configId ? securityApi.update(body) : securityApi.add(body),
    invalidate: securityKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => securityApi.remove(ids),
    invalidate: securityKeys.all,
    success: 'delete',
  });
  const changeStatus = useListMutation({
    mutationFn: (configId: string) => securityApi.changeStatus(configId),
    invalidate: securityKeys.all,
  });
  return { save, remove, changeStatus };
}

/** Writes of the IP rule list. */
export function useIpRuleMutations() {
  const save = useListMutation({
    mutationFn: (body: IpRuleBody) => (body.ruleId ? ipRuleApi.update(body) : ipRuleApi.add(body)),
    invalidate: ipRuleKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => ipRuleApi.remove(ids),
    invalidate: ipRuleKeys.all,
    success: 'delete',
  });
  return { save, remove };
}
