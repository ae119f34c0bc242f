import { Checkbox, Divider, Form, Input, InputNumber, Switch, type FormRule } from 'antd';

import type { SecurityConfigBody, SysSecurityConfig } from '@/api/system/security';
import { DictSelect, useDict } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { securityI18n } from './i18n';

/** 100 days: the longest password lifetime the backend accepts. */
const MAX_EXPIRE_SECONDS = 8_640_000;
/** 365 days (the Chinese text's reading; see the report on the 100-day English text). */
const MAX_LOCK_SECONDS = 31_536_000;

function useRange() {
  const t = securityI18n.useT();
  return (min: number, max: number): FormRule => ({
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || (Number(value) >= min && Number(value) <= max)
        ? Promise.resolve()
        : Promise.reject(new Error(t('range', { min, max }))),
  });
}

/** Y/N fields edited with a switch. */
const yesNo = {
  getValueProps: (value: unknown) => ({ checked: value === 'Y' }),
  normalize: (checked: boolean) => (checked ? 'Y' : 'N'),
};

const SENSITIVE_GRID = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  rowGap: 8,
} as const;

function SensitiveCheckboxes(props: { value?: string[]; onChange?: (value: string[]) => void }) {
  const { options } = useDict('SecurityPasswordSensitive');
  return (
    // A grid keeps wrapped options in the control's column (inline boxes wrapped to the dialog's edge).
    <Checkbox.Group
      style={SENSITIVE_GRID}
      value={props.value}
      onChange={(values) => props.onChange?.(values.map(String))}
      options={options.map((o) => ({ label: o.label, value: o.value }))}
    />
  );
}

/** Add/edit a security config (V1.5.5 dialog: password card, login card). */
export function SecurityFormDialog({
  controller,
}: {
  controller: FormDialogController<SecurityConfigBody, SysSecurityConfig>;
}) {
  const t = securityI18n.useT();
  const range = useRange();
  return (
    <FormDialog
      controller={controller}
      width={800}
      labelWidth={200}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
      addNeedsChange={() => t('addNeedsChange')}
    >
      <Divider titlePlacement="start">{t('passwordCard')}</Divider>
      <Form.Item name="passwordLenMin" label={t('passwordLenMin')} rules={[rules.required(), range(6, 16)]}>
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item name="passwordLenMax" label={t('passwordLenMax')} rules={[rules.required(), range(16, 30)]}>
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item name="passwordRule" label={t('passwordRule')} rules={[rules.required()]}>
        <DictSelect type="SecurityPasswordRule" allowClear={false} />
      </Form.Item>
      <Form.Item name="passwordSensitive" label={t('passwordSensitive')}>
        <SensitiveCheckboxes />
      </Form.Item>
      <Form.Item name="weakPasswords" label={t('weakPasswords')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={5} placeholder={t('weakPasswordsPlaceholder')} />
      </Form.Item>
      <Form.Item
        name="passwordExpireSeconds"
        label={t('passwordExpireSeconds')}
        extra={t('expireTip')}
        rules={[rules.required(), range(0, MAX_EXPIRE_SECONDS)]}
      >
        <InputNumber precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        name="forceModifyPwdAfterAdd"
        label={t('forceModifyPwdAfterAdd')}
        extra={t('forceAddTip')}
        {...yesNo}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="forceModifyPwdAfterReset"
        label={t('forceModifyPwdAfterReset')}
        extra={t('forceResetTip')}
        {...yesNo}
      >
        <Switch />
      </Form.Item>

      <Divider titlePlacement="start">{t('loginCard')}</Divider>
      <Form.Item
        name="passwordRetryLimit"
        label={t('passwordRetryLimit')}
        extra={t('retryLimitTip')}
        rules={[rules.required(), kitRules.min(0)]}
      >
        <InputNumber precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item noStyle dependencies={['passwordRetryLimit', 'passwordRetryStrategy']}>
        {({ getFieldValue }) => (
          <>
            {/* Without a retry limit there is nothing to handle. */}
            <Form.Item
              name="passwordRetryStrategy"
              label={t('passwordRetryStrategy')}
              rules={[rules.required()]}
            >
              <DictSelect
                type="SecurityPasswordRetryStrategy"
                allowClear={false}
                disabled={!getFieldValue('passwordRetryLimit')}
              />
            </Form.Item>
            {getFieldValue('passwordRetryStrategy') === 'LOCK' && (
              <Form.Item
                name="passwordRetryLockSeconds"
                label={t('passwordRetryLockSeconds')}
                extra={t('lockTip')}
                rules={[rules.required(), range(0, MAX_LOCK_SECONDS)]}
              >
                <InputNumber precision={0} style={{ width: 200 }} />
              </Form.Item>
            )}
          </>
        )}
      </Form.Item>
    </FormDialog>
  );
}
