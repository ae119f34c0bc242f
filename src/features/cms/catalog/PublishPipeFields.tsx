import { Button, Divider, Empty, Flex, Form, Tabs } from 'antd';

import { catalogApi } from '@/api/cms/catalog';
import type { PublishPipeProp } from '@/api/cms/site';
import { useContentTypes } from '@/components/cms/content-types';
import { FilePickerInput } from '@/components/cms/file-picker';
import { TemplateSelect } from '@/components/cms/template-picker';
import { feedback } from '@/lib/feedback';

import { catalogI18n } from './i18n';

interface Props {
  catalogId?: string;
  pipes: PublishPipeProp[];
  /** Whether "apply to children" is offered (Catalog:Edit). */
  canApply: boolean;
}

/** Template fields of one pipe with their "apply to children" buttons; values under `pipes.<code>.<key>`. */
function PipeTemplates({
  pipeCode,
  catalogId,
  canApply,
}: {
  pipeCode: string;
  catalogId?: string;
  canApply: boolean;
}) {
  const t = catalogI18n.useT();
  const contentTypes = useContentTypes();
  const apply = async (key: string) => {
    if (!catalogId) return;
    await catalogApi.applyPublishPipe({ catalogId, publishPipeCode: pipeCode, publishPipePropKeys: [key] });
    feedback.success(t('success'));
  };
  const template = (key: string, label: string, applicable: boolean) => (
    <Form.Item key={key} label={label}>
      <Flex gap={8}>
        <Form.Item name={['pipes', pipeCode, key]} noStyle>
          <TemplateSelect publishPipeCode={pipeCode} allowClear />
        </Form.Item>
        {applicable && canApply && (
          <Button onClick={() => void apply(key).catch(() => undefined)}>{t('applyToChildren')}</Button>
        )}
      </Flex>
    </Form.Item>
  );
  return (
    <>
      <Divider titlePlacement="start">{t('cards.templates')}</Divider>
      {template('indexTemplate', t('pipe.indexTemplate'), false)}
      {template('listTemplate', t('pipe.listTemplate'), true)}
      {contentTypes.types.map((type) =>
        template(`detailTemplate_${type.id}`, t('pipe.detailTemplate', { type: type.name }), true),
      )}
      {template('contentExTemplate', t('pipe.contentExTemplate'), true)}
      <Divider titlePlacement="start">{t('cards.other')}</Divider>
      <Form.Item name={['pipes', pipeCode, 'ueditorCss']} label={t('pipe.ueditorCss')}>
        {/* Opens in the site's directory of this pipe (`{sitePath}_{pipeCode}/`). */}
        <FilePickerInput accept={['css']} pipeCode={pipeCode} aria-label={t('pipe.ueditorCss')} />
      </Form.Item>
    </>
  );
}

/** "Publish pipe configuration": one tab per enabled pipe of the site. */
export function PublishPipeFields({ catalogId, pipes, canApply }: Props) {
  const t = catalogI18n.useT();
  if (pipes.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noPipes')} />;
  return (
    <Tabs
      // Every pipe's fields stay mounted so the whole form saves at once.
      destroyOnHidden={false}
      items={pipes.map((p) => ({
        key: p.pipeCode,
        label: p.pipeName,
        forceRender: true,
        children: <PipeTemplates pipeCode={p.pipeCode} catalogId={catalogId} canApply={canApply} />,
      }))}
    />
  );
}
