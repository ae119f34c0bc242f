import { Form, Input, InputNumber, TreeSelect } from 'antd';

import type { TagGroupBody } from '@/api/cms/word';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import type { TreeOption } from '@/components/tree';
import { rules } from '@/lib/validators';

import type { GroupNode } from './GroupTree';
import type { WordT } from './i18n';

/** Group tree → TreeSelect options, without the edited group's own branch (a group cannot nest in itself). */
export function groupOptions(nodes: readonly GroupNode[], exclude?: string): TreeOption[] {
  return nodes
    .filter((n) => n.id !== exclude)
    .map((n) => ({ value: n.id, title: n.label, children: groupOptions(n.children ?? [], exclude) }));
}

/** Add/edit a TAG group: parent, name ≤ 255, code (letters, digits, underscore) ≤ 50, sort, remark ≤ 400. */
export function TagGroupDialog(props: {
  t: WordT;
  controller: FormDialogController<TagGroupBody, GroupNode>;
  nodes: readonly GroupNode[];
}) {
  const { t, controller, nodes } = props;
  return (
    <FormDialog
      controller={controller}
      width={600}
      labelWidth={100}
      title={(mode) => t(mode === 'add' ? 'group.addTagTitle' : 'group.editTagTitle')}
    >
      <Form.Item name="parentId" label={t('group.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          aria-label={t('group.parent')}
          treeData={groupOptions(nodes, controller.record?.id)}
        />
      </Form.Item>
      <GroupFields t={t} />
    </FormDialog>
  );
}

/** Name, code, sort and remark: the fields both group dialogs have. */
export function GroupFields({ t }: { t: WordT }) {
  return (
    <>
      <Form.Item name="name" label={t('group.name')} rules={[rules.required(), kitRules.maxLength(255)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('group.code')}
        rules={[rules.required(), rules.code(), kitRules.maxLength(50)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="sortFlag" label={t('group.sortFlag')}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('group.remark')} rules={[kitRules.maxLength(400)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </>
  );
}
