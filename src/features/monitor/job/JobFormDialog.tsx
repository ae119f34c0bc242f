import { QuestionCircleOutlined } from '@ant-design/icons';
import { Form, Input, Radio, Select } from 'antd';

import type { JobBody, SysJob } from '@/api/monitor/job';
import { CronInput } from '@/components/cron';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { Hint } from '@/components/hint';
import { rules } from '@/lib/validators';

import { jobI18n } from './i18n';
import { JOB_GROUPS, MISFIRE_POLICIES } from './types';

/** Add/edit a Quartz job (the V1.5.5 `monitor/job` dialog), with the cron generator and its preview. */
export function JobFormDialog({ controller }: { controller: FormDialogController<JobBody, SysJob> }) {
  const t = jobI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={760}
      labelWidth={130}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item name="jobName" label={t('jobName')} rules={[rules.required(), kitRules.maxLength(64)]}>
        <Input />
      </Form.Item>
      <Form.Item name="jobGroup" label={t('jobGroup')}>
        <Select options={JOB_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))} />
      </Form.Item>
      <Form.Item
        name="invokeTarget"
        label={
          <span>
            {t('invokeTarget')}{' '}
            <Hint title={t('invokeTargetTip')}>
              <QuestionCircleOutlined />
            </Hint>
          </span>
        }
        rules={[rules.required(t('invokeTarget')), kitRules.maxLength(500)]}
      >
        <Input placeholder="chestnutTask.params('chestnut')" />
      </Form.Item>
      <Form.Item
        name="cronExpression"
        label={t('cronExpression')}
        rules={[rules.required(), kitRules.maxLength(255)]}
      >
        <CronInput placeholder="0 0/5 * * * ?" />
      </Form.Item>
      <Form.Item name="misfirePolicy" label={t('misfirePolicy')}>
        <Radio.Group
          optionType="button"
          options={MISFIRE_POLICIES.map((value) => ({ value, label: t(`misfire.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="concurrent" label={t('concurrent')}>
        <Radio.Group
          optionType="button"
          options={(['0', '1'] as const).map((value) => ({ value, label: t(`concurrents.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="status" label={t('status')}>
        <DictRadio type="EnableOrDisable" />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
    </FormDialog>
  );
}
