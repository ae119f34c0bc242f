import { Form, Input, Radio } from 'antd';

import type { SiteFile } from '@/api/cms/file';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { fileI18n } from './i18n';

/** Names the file manager creates and renames to: letters, digits, underscore and dot. */
const FILE_NAME = /^[A-Za-z0-9_.]+$/;

export interface AddFileForm {
  isDirectory: boolean;
  fileName: string;
}

export interface RenameFileForm {
  filePath: string;
  rename: string;
}

function useFileNameRules() {
  const t = fileI18n.useT();
  return [rules.required(), { pattern: FILE_NAME, message: t('nameRule') }];
}

/** "Create file/directory": the kind (file by default) and its name in the open directory. */
export function AddFileDialog({ controller }: { controller: FormDialogController<AddFileForm, SiteFile> }) {
  const t = fileI18n.useT();
  const nameRules = useFileNameRules();
  return (
    <FormDialog controller={controller} width={480} title={() => t('addTitle')}>
      <Form.Item name="isDirectory" label={t('type')}>
        <Radio.Group
          options={[
            { value: false, label: t('typeFile') },
            { value: true, label: t('typeDirectory') },
          ]}
        />
      </Form.Item>
      <Form.Item name="fileName" label={t('name')} rules={nameRules}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}

/** Rename a file or directory inside its directory. */
export function RenameFileDialog({
  controller,
}: {
  controller: FormDialogController<RenameFileForm, SiteFile>;
}) {
  const t = fileI18n.useT();
  const nameRules = useFileNameRules();
  return (
    <FormDialog controller={controller} width={480} title={() => t('renameTitle')}>
      <Form.Item name="rename" label={t('name')} rules={nameRules}>
        <Input placeholder={t('renamePlaceholder')} />
      </Form.Item>
    </FormDialog>
  );
}
