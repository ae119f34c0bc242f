import { Form, Input, InputNumber } from 'antd';

import type { CmsPublishPipe, PublishPipeBody } from '@/api/cms/publishpipe';
import { DictRadio } from '@/components/dict';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { publishPipeI18n } from './i18n';

/**
 * Add/edit a publish pipe: name, code (letters, digits, underscore; locked once created since the
 * pipe's templates and output directories are named after it), state, sort ≥ 1, remark.
 */
export function PublishPipeFormDialog({
  controller,
}: {
  controller: FormDialogController<PublishPipeBody, CmsPublishPipe>;
}) {
  const t = publishPipeI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={520}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      {(mode) => (
        <>
          <Form.Item name="name" label={t('name')} rules={[rules.required()]}>
            <Input />
          </Form.Item>
          <Form.Item name="code" label={t('code')} rules={[rules.required(), rules.code()]}>
            <Input disabled={mode === 'edit'} />
          </Form.Item>
          <Form.Item name="state" label={t('state')} rules={[rules.required()]}>
            <DictRadio type="EnableOrDisable" />
          </Form.Item>
          <Form.Item name="sort" label={t('sort')} rules={[rules.required()]}>
            <InputNumber min={1} precision={0} />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
