import { Form, Input, Select } from 'antd';

import { ipRuleApi, ipRuleKeys, type SysIpRule } from '@/api/system/ip-rule';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions } from '@/components/list';

import { ipRuleColumns } from './columns';
import { securityI18n } from './i18n';
import { ipRuleText, parseIpRule } from './ip';
import { IpRuleFormDialog } from './IpRuleFormDialog';
import { useIpRuleMutations } from './queries';
import type { IpRuleForm } from './types';

const perm = (action: string) => ({ perm: `system:iprule:${action}` });

/** IP filter rules (`/sys/iprule`); its state stays in memory so it never mixes with the config list's URL. */
export function IpRuleTab() {
  const t = securityI18n.useT();
  const list = useListQuery({
    queryKey: ipRuleKeys.list,
    queryFn: ipRuleApi.list,
    filters: { ip: 'text', type: 'text' },
    syncUrl: false,
  });
  const { save, remove } = useIpRuleMutations();
  const dialog = useFormDialog<IpRuleForm, SysIpRule>({
    defaults: { type: 'DENY' },
    load: async (row) => {
      const rule = await ipRuleApi.get(row.ruleId);
      return { ...rule, ip: ipRuleText(rule) };
    },
    submit: (values) => {
      // Validated by the form; the server checks the address again.
      const parsed = parseIpRule(values.ip) ?? { ip: values.ip, cidr: Number.NaN };
      return save.mutateAsync({
        ruleId: values.ruleId,
        ...parsed,
        type: values.type,
        expireTime: values.expireTime,
        remark: values.remark,
      });
    },
  });
  const std = useStandardActions<SysIpRule>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.ruleId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('ip.deleteConfirm', { ids }),
  });
  return (
    <ListPage
      data-testid="ip-rule-list"
      list={list}
      rowKey="ruleId"
      columns={ipRuleColumns(t)}
      search={
        <>
          <Form.Item name="ip" label={t('ip.ip')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="type" label={t('ip.type')}>
            <Select
              allowClear
              aria-label={t('ip.type')}
              style={{ minWidth: 160 }}
              options={[
                { label: t('ip.allow'), value: 'ALLOW' },
                { label: t('ip.deny'), value: 'DENY' },
              ]}
            />
          </Form.Item>
        </>
      }
      actions={[std.add({ access: perm('add'), run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <IpRuleFormDialog controller={dialog} />
    </ListPage>
  );
}
