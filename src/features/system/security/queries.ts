import { ipRuleApi, type IpRuleBody, ipRuleKeys } from '@/api/system/ip-rule';
import { securityApi, type SecurityConfigBody, securityKeys } from '@/api/system/security';
import { useListMutation } from '@/components/list';

/** Writes of the security config list; each refreshes it. */
export function useSecurityMutations() {
  const save = useListMutation({
    mutationFn: (body: SecurityConfigBody) =>
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
