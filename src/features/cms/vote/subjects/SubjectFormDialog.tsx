import { Form, Input } from 'antd';

import type { VoteSubject, VoteSubjectBody } from '@/api/vote/subject';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { voteI18n } from '../i18n';

/** Add/edit (or insert) a subject: its title and type (radio, checkbox, input). */
export function SubjectFormDialog({
  controller,
}: {
  controller: FormDialogController<VoteSubjectBody, VoteSubject>;
}) {
  const t = voteI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={560}
      title={(mode) => t(mode === 'add' ? 'addSubject' : 'editSubject')}
    >
      <Form.Item name="title" label={t('subjectTitle')} rules={[rules.required(), kitRules.maxLength(255)]}>
        <Input.TextArea rows={2} />
      </Form.Item>
      <Form.Item name="type" label={t('subjectType')} rules={[rules.required()]}>
        <DictRadio type="VoteSubjectType" />
      </Form.Item>
    </FormDialog>
  );
}
