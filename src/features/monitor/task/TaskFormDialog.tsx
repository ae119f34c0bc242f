import { QuestionCircleOutlined } from '@ant-design/icons';
import { Form, Input, InputNumber, Radio, Select } from 'antd';

import type { ScheduledTaskVO, TaskBody } from '@/api/monitor/task';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { Hint } from '@/components/hint';
import { rules } from '@/lib/validators';

import { taskI18n } from './i18n';
import { useTaskTypes } from './queries';

/**
 * Add/edit a scheduled task (V1.5.5 dialog): handler type and status are fixed once created (the
 * backend only edits disabled tasks and keeps their type); the trigger decides which arguments show.
 */
export function TaskFormDialog({
  controller,
}: {
  controller: FormDialogController<TaskBody, ScheduledTaskVO>;
}) {
  const t = taskI18n.useT();
  const types = useTaskTypes();
  return (
    <FormDialog
      controller={controller}
      width={640}
      labelWidth={160}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      {(mode) => (
        <>
          <Form.Item name="taskType" label={t('taskType')} rules={[rules.required()]}>
            <Select
              disabled={mode === 'edit'}
              loading={types.isLoading}
              options={types.data ?? []}
              showSearch={{ optionFilterProp: 'label' }}
            />
          </Form.Item>
          <Form.Item name="taskTrigger" label={t('taskTrigger')} rules={[rules.required()]}>
            <Radio.Group
              options={(['Cron', 'Periodic'] as const).map((value) => ({
                value,
                label: t(`triggers.${value}`),
              }))}
            />
          </Form.Item>
          <Form.Item noStyle dependencies={['taskTrigger']}>
            {({ getFieldValue }) =>
              getFieldValue('taskTrigger') === 'Periodic' ? (
                <>
                  <Form.Item
                    name={['data', 'fixedRate']}
                    label={
                      <span>
                        {t('fixedRate')}{' '}
                        <Hint title={t('fixedRateTip')}>
                          <QuestionCircleOutlined />
                        </Hint>
                      </span>
                    }
                    rules={[rules.required(t('fixedRate'))]}
                  >
                    <DictRadio type="YesOrNo" />
                  </Form.Item>
                  <Form.Item
                    name={['data', 'seconds']}
                    label={t('seconds')}
                    rules={[rules.required(), kitRules.min(1)]}
                  >
                    <InputNumber min={1} precision={0} />
                  </Form.Item>
                  <Form.Item
                    name={['data', 'delaySeconds']}
                    label={t('delaySeconds')}
                    rules={[rules.required(), kitRules.min(0)]}
                  >
                    <InputNumber min={0} precision={0} />
                  </Form.Item>
                </>
              ) : (
                <Form.Item name={['data', 'cron']} label={t('cron')} rules={[rules.required()]}>
                  <Input placeholder="0 0 2 * * ?" />
                </Form.Item>
              )
            }
          </Form.Item>
          <Form.Item name="status" label={t('status')} rules={[rules.required()]}>
            <DictRadio type="EnableOrDisable" disabled={mode === 'edit'} />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
