import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Upload } from 'antd';

import type { CmsResource } from '@/api/cms/resource';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { resourceI18n } from './i18n';

export interface ResourceEditForm {
  resourceId?: string;
  name?: string;
  remark?: string;
  file?: File;
}

/** One file held by the form (the backend saves an edit through an upload as well). */
function FileField({ value, onChange }: { value?: File; onChange?: (file: File) => void }) {
  const t = resourceI18n.useT();
  return (
    <Upload
      maxCount={1}
      fileList={value ? [{ uid: 'picked', name: value.name, status: 'done' }] : []}
      beforeUpload={(file) => {
        onChange?.(file);
        return false;
      }}
      showUploadList={{ showRemoveIcon: false }}
    >
      <Button icon={<UploadOutlined />}>{t('file')}</Button>
    </Upload>
  );
}

/** Edit a resource: a replacement file, its name and remark (`POST /cms/resource` with resourceId). */
export function ResourceEditDialog({
  controller,
}: {
  controller: FormDialogController<ResourceEditForm, CmsResource>;
}) {
  const t = resourceI18n.useT();
  return (
    <FormDialog controller={controller} width={500} title={() => t('editTitle')}>
      <Form.Item name="file" label={t('file')} rules={[{ required: true, message: t('fileRequired') }]}>
        <FileField />
      </Form.Item>
      <Form.Item name="name" label={t('name')} rules={[rules.required()]}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
