import { Form, Input } from 'antd';

import type { NoticeBody, SysNotice } from '@/api/system/notice';
import { DictRadio, DictSelect } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { RichTextEditor } from '@/components/rich-text';
import { SafeHtml } from '@/components/safe-html';
import { rules } from '@/lib/validators';

import { noticeI18n } from './i18n';

/**
 * Add/edit a notice (800 px). The content is written in the rich-text editor (TinyMCE, loaded when the
 * dialog first opens); the preview shows it as readers will, through SafeHtml, so a script pasted in the
 * HTML source never runs.
 */
export function NoticeFormDialog({
  controller,
}: {
  controller: FormDialogController<NoticeBody, SysNotice>;
}) {
  const t = noticeI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={800}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <Form.Item
        name="noticeTitle"
        label={t('noticeTitle')}
        rules={[rules.required(), kitRules.maxLength(50)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="noticeType" label={t('noticeType')} rules={[rules.required()]}>
        <DictSelect type="NoticeType" />
      </Form.Item>
      <Form.Item name="status" label={t('status')}>
        <DictRadio type="NoticeStatus" />
      </Form.Item>
      <Form.Item name="noticeContent" label={t('noticeContent')} extra={t('contentHint')}>
        <RichTextEditor height={260} ariaLabel={t('noticeContent')} />
      </Form.Item>
      <Form.Item label={t('preview')} shouldUpdate={(a, b) => a.noticeContent !== b.noticeContent}>
        {({ getFieldValue }) => (
          <SafeHtml
            className="notice-preview"
            data-testid="notice-preview"
            html={getFieldValue('noticeContent') as string | undefined}
            style={{ minHeight: 48, padding: 8, border: '1px dashed #d9d9d9', borderRadius: 6 }}
          />
        )}
      </Form.Item>
    </FormDialog>
  );
}
