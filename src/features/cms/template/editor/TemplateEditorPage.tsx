import { BookOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { type CmsTemplate, templateApi, templateKeys, type TemplateUpdateBody } from '@/api/cms/template';
import { type CodeRecordForm, CodeRecordPage } from '@/components/code-editor';
import { useRecordForm } from '@/components/record-form';

import { templateI18n } from '../i18n';
import { DirectivePanel } from './DirectivePanel';
import { useTemplateCatalog } from './use-template-catalog';

const LIST_PATH = '/configs/template';

/**
 * The template editor (`/cms/template/editor?id=`): FreeMarker over HTML with the site's tags and
 * functions completed, Ctrl+S saves, leaving with unsaved changes asks first, and the directive
 * reference opens beside the text.
 */
export default function TemplateEditorPage() {
  const t = templateI18n.useT();
  const navigate = useNavigate();
  const templateId = useSearchParams()[0].get('id') ?? '';
  const catalog = useTemplateCatalog();
  const queryClient = useQueryClient();
  const [panelOpen, setPanelOpen] = useState(false);
  const record = useRecordForm<CmsTemplate, TemplateUpdateBody, CodeRecordForm>({
    load: {
      queryKey: templateKeys.detail(templateId),
      queryFn: () => templateApi.get(templateId),
      enabled: templateId !== '',
    },
    toForm: (template) => ({ content: template.content ?? '' }),
    toBody: (values, template) => ({
      templateId: template.templateId,
      content: values.content ?? '',
      remark: template.remark,
    }),
    save: templateApi.update,
    // The lists show sizes and times. The editor keeps what it saved: a reload (or a new record in
    // the cache) would refill the form and drop what was typed since; the template is only marked
    // stale, so the next opening reads it again.
    invalidate: templateKeys.lists(),
    onSaved: () =>
      void queryClient.invalidateQueries({ queryKey: templateKeys.detail(templateId), refetchType: 'none' }),
    guard: { title: t('leaveTitle'), message: t('leaveMessage') },
  });
  if (!templateId) return <Empty />;
  const template = record.record;
  return (
    <CodeRecordPage
      data-testid="template-editor"
      record={record}
      perm="cms:template:view"
      onBack={() => navigate(LIST_PATH)}
      language="freemarker"
      templateCatalog={catalog}
      label={t('content')}
      actions={
        <Button icon={<BookOutlined />} onClick={() => setPanelOpen((open) => !open)}>
          {t('directives')}
        </Button>
      }
      info={
        template && (
          <Space>
            <Tag>{t('templateName', { path: template.path })}</Tag>
            <Tag>{t('publishPipeTag', { code: template.publishPipeCode })}</Tag>
          </Space>
        )
      }
    >
      <DirectivePanel open={panelOpen} onClose={() => setPanelOpen(false)} catalog={catalog} />
    </CodeRecordPage>
  );
}
