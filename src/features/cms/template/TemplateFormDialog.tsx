import { Form, Input, Select } from 'antd';

import type { PublishPipeOption } from '@/api/cms/publishpipe';
import type { TemplateListRow } from '@/api/cms/template';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { templateI18n } from './i18n';
import { templatePathRule } from './path-rule';
import type { TemplateForm } from './queries';

interface Props {
  controller: FormDialogController<TemplateForm, TemplateListRow>;
  pipes: readonly PublishPipeOption[] | undefined;
  suffix: string;
}

/** Add a template file (pipe, name, remark) or rename one (name, remark). */
export function TemplateFormDialog({ controller, pipes, suffix }: Props) {
  const t = templateI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={700}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'renameTitle')}
    >
      {(mode) => (
        <>
          {mode === 'add' && (
            <Form.Item name="publishPipeCode" label={t('publishPipe')} rules={[rules.required()]}>
              <Select
                options={(pipes ?? []).map((p) => ({ value: p.pipeCode, label: p.pipeName }))}
                aria-label={t('publishPipe')}
              />
            </Form.Item>
          )}
          <Form.Item
            name="path"
            label={t('path')}
            extra={suffix}
            rules={[rules.required(), templatePathRule(suffix, t('pathRule', { suffix }))]}
          >
            <Input placeholder={`list_news${suffix}`} />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')}>
            <Input />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
