import { BookOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Form, Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { type CmsTemplate, templateApi, templateKeys, type TemplateUpdateBody } from '@/api/cms/template';
import { CodeEditor } from '@/components/code-editor';
import { RecordPageBar, useRecordForm } from '@/components/record-form';

import { templateI18n } from '../i18n';
import { DirectivePanel } from './DirectivePanel';
import { useTemplateCatalog } from './use-template-catalog';

interface EditorForm {
  content: string;
}

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
  const [panelOpen, setPanelOpen] = useState(false);
  const record = useRecordForm<CmsTemplate, TemplateUpdateBody, EditorForm>({
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
    invalidate: templateKeys.all,
    guard: { title: t('leaveTitle'), message: t('leaveMessage') },
  });
  if (!templateId) return <Empty />;
  const template = record.record;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="template-editor">
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <RecordPageBar
            save={{ ...record.saveButtonProps, perm: 'cms:template:view' }}
            back={{ onClick: () => navigate(LIST_PATH) }}
          >
            <Button icon={<BookOutlined />} onClick={() => setPanelOpen((open) => !open)}>
              {t('directives')}
            </Button>
          </RecordPageBar>
          {template && (
            <Space>
              <Tag>{t('templateName', { path: template.path })}</Tag>
              <Tag>{t('publishPipeTag', { code: template.publishPipeCode })}</Tag>
            </Space>
          )}
        </Space>
      </Card>
      <Form {...record.formProps}>
        <Form.Item name="content" noStyle>
          <CodeEditor
            value=""
            language="freemarker"
            templateCatalog={catalog}
            height="calc(100vh - 230px)"
            aria-label={t('content')}
          />
        </Form.Item>
      </Form>
      <DirectivePanel open={panelOpen} onClose={() => setPanelOpen(false)} catalog={catalog} />
    </Space>
  );
}
