import { DatePicker, Form, Input, Radio, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

import type { SysIpRule } from '@/api/system/ip-rule';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';
import { useSession } from '@/stores/session';

import { securityI18n } from './i18n';
import { parseIpRule } from './ip';
import { ruleCovers } from './self-lockout';
import type { IpRuleForm } from './types';

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The form keeps the backend's text; the picker works on dayjs. */
const expireTimeProps = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format(TIME_FORMAT) : undefined),
};

/** Add/edit an IP rule: address or CIDR block (checked here before the server), type, expiry, remark. */
export function IpRuleFormDialog({
  controller,
}: {
  controller: FormDialogController<IpRuleForm, SysIpRule>;
}) {
  const t = securityI18n.useT();
  const ipRule: FormRule = {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || parseIpRule(value)
        ? Promise.resolve()
        : Promise.reject(new Error(t('ip.ipInvalid'))),
  };
  const loginIp = useSession((s) => s.user?.loginIp);
  // A deny rule over the address this administrator signed in from would lock them out.
  const notSelf: FormRule = ({ getFieldValue }) => ({
    validator: (_rule, value: unknown) =>
      getFieldValue('type') === 'DENY' && loginIp && typeof value === 'string' && ruleCovers(value, loginIp)
        ? Promise.reject(new Error(t('ip.selfLockout', { ip: loginIp })))
        : Promise.resolve(),
  });
  return (
    <FormDialog
      controller={controller}
      width={560}
      labelWidth={110}
      title={(mode) => t(mode === 'add' ? 'ip.addTitle' : 'ip.editTitle')}
    >
      <Form.Item
        name="ip"
        label={t('ip.ip')}
        dependencies={['type']}
        rules={[rules.required(), ipRule, notSelf]}
      >
        <Input placeholder={t('ip.ipPlaceholder')} />
      </Form.Item>
      <Form.Item name="type" label={t('ip.type')} rules={[rules.required()]}>
        <Radio.Group
          options={[
            { label: t('ip.allow'), value: 'ALLOW' },
            { label: t('ip.deny'), value: 'DENY' },
          ]}
        />
      </Form.Item>
      <Form.Item name="expireTime" label={t('ip.expireTime')} extra={t('ip.neverTip')} {...expireTimeProps}>
        <DatePicker showTime format={TIME_FORMAT} />
      </Form.Item>
      <Form.Item name="remark" label={t('ip.remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
