import { Form, Input, Select } from 'antd';

import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import type { ContentT } from '../i18n';
import { usePageWidgetTypes, usePublishPipes } from '../queries';
import type { PageWidget, PageWidgetForm } from '../types';

const PATH = /^[A-Za-z0-9_/]+$/;

/** "Add Page Widget": type, name, code, publish pipe and path required; code and path checked. */
export function PageWidgetFormDialog({
  controller,
  t,
}: {
  controller: FormDialogController<PageWidgetForm, PageWidget>;
  t: ContentT;
}) {
  const types = usePageWidgetTypes();
  const pipes = usePublishPipes();
  return (
    <FormDialog controller={controller} width={600} title={() => t('widget.addTitle')}>
      <Form.Item name="type" label={t('widget.type')} rules={[rules.required()]}>
        <Select allowClear options={types.map((type) => ({ value: type.id, label: type.name }))} />
      </Form.Item>
      <Form.Item name="name" label={t('widget.name')} rules={[rules.required()]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={t('widget.code')} rules={[rules.required(), rules.code()]}>
        <Input />
      </Form.Item>
      <Form.Item name="publishPipeCode" label={t('widget.publishPipe')} rules={[rules.required()]}>
        <Select options={pipes.map((p) => ({ value: p.pipeCode, label: p.pipeName }))} />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('widget.path')}
        rules={[rules.required(), { pattern: PATH, message: t('widget.pathRule') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('widget.remark')} rules={[kitRules.maxLength(100)]}>
        <Input.TextArea rows={3} maxLength={100} />
      </Form.Item>
    </FormDialog>
  );
}
