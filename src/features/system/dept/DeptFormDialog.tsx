import { Form, Input, InputNumber, Tag } from 'antd';

import type { DeptBody, SysDept } from '@/api/system/dept';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { TreeSelectField } from '@/components/tree';
import { rules } from '@/lib/validators';

import { deptI18n } from './i18n';
import { useAllDepts } from './queries';

const treeKeys = {
  id: 'deptId',
  parent: 'parentId',
  label: 'deptName',
  // The server refuses a child under a disabled department.
  disabled: (d: SysDept) => d.status !== '0',
} as const;

/**
 * Add/edit a department. Only a new department picks its parent: 1.5.5 updates a department's own
 * columns and never moves it, so an edit shows the parent read-only (the Vue console's tag) instead
 * of a picker whose choice the server would drop.
 */
export function DeptFormDialog({ controller }: { controller: FormDialogController<DeptBody, SysDept> }) {
  const t = deptI18n.useT();
  const depts = useAllDepts(controller.open && controller.mode === 'add');
  const loaded = controller.initialValues;
  return (
    <FormDialog
      controller={controller}
      width={600}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      {(mode) => (
        <>
          {mode === 'add' && (
            <Form.Item name="parentId" label={t('parentId')} rules={[rules.required()]}>
              <TreeSelectField<SysDept> data={depts.data ?? []} keys={treeKeys} loading={depts.isLoading} />
            </Form.Item>
          )}
          {mode === 'edit' && loaded?.parentId !== '0' && (
            <Form.Item label={t('parentId')}>
              <Tag>{loaded?.parentName}</Tag>
            </Form.Item>
          )}
          <Form.Item name="deptName" label={t('deptName')} rules={[rules.required(), kitRules.maxLength(30)]}>
            <Input />
          </Form.Item>
          <Form.Item name="orderNum" label={t('orderNum')} rules={[rules.required(), kitRules.min(0)]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item name="leader" label={t('leader')} rules={[kitRules.maxLength(20)]}>
            <Input />
          </Form.Item>
          <Form.Item name="phone" label={t('phone')} rules={[rules.mobile(), kitRules.maxLength(11)]}>
            <Input />
          </Form.Item>
          <Form.Item name="email" label={t('email')} rules={[rules.email(), kitRules.maxLength(50)]}>
            <Input />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictRadio type="EnableOrDisable" />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
