import { useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Col, Form, Row, Spin } from 'antd';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';

import {
  manualBlockContentStr,
  type ManualBlockRow,
  pageWidgetApi,
  type PageWidgetDetail,
  type PageWidgetEditBody,
  pageWidgetKeys,
} from '@/api/cms/pagewidget';
import { useAuth } from '@/components/auth';
import { PageWidgetFields } from '@/components/cms/page-widget-fields';
import { RecordPageBar, useRecordForm } from '@/components/record-form';
import { feedback } from '@/lib/feedback';

import { BlockRows } from './BlockRows';
import { blockI18n } from './i18n';

type ManualBlock = PageWidgetDetail<ManualBlockRow[]>;
type BlockForm = Omit<PageWidgetEditBody, 'pageWidgetId' | 'contentStr'> & { content: ManualBlockRow[] };

const toForm = (block: ManualBlock): BlockForm => ({
  name: block.name,
  code: block.code,
  publishPipeCode: block.publishPipeCode,
  template: block.template,
  path: block.path,
  remark: block.remark,
  content: block.content ?? [],
});

/**
 * The manual block editor (`/cms/block/manual/editor?id=`): the block's rows of items on the left, its
 * basic card on the right, one form. Save writes the widget with its rows as `contentStr`
 * (`PUT /cms/pagewidget?type=manual`); Publish saves first when anything changed; Back returns to the
 * content screen's page-widget tab. Unsaved changes are guarded on every way out.
 */
export default function ManualBlockEditorPage() {
  const t = blockI18n.useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^\d+$/.test(id)) return <Alert type="error" showIcon title={t('invalidId', { id })} />;
  return <Editor id={id} />;
}

function Editor({ id }: { id: string }) {
  const t = blockI18n.useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const previewHref = useHref('/cms/preview');
  const canEdit = useAuth().hasPermi(`PageWidget:Edit:${id}`);
  const record = useRecordForm<ManualBlock, PageWidgetEditBody, BlockForm>({
    load: { queryKey: pageWidgetKeys.detail(id), queryFn: () => pageWidgetApi.get<ManualBlockRow[]>(id) },
    toForm,
    toBody: ({ content, ...basic }, loaded) => ({
      ...basic,
      pageWidgetId: loaded.pageWidgetId,
      contentStr: manualBlockContentStr(content),
    }),
    save: (body) => pageWidgetApi.update('manual', body),
    invalidate: pageWidgetKeys.all,
    successMessage: t('saveSuccess'),
  });
  const publish = async () => {
    if (record.dirty && !(await record.save())) return;
    await pageWidgetApi.publish([id]);
    feedback.success(t('published'));
    await queryClient.invalidateQueries({ queryKey: pageWidgetKeys.lists() });
  };
  const back = () => {
    const catalogId = record.record?.catalogId;
    navigate(
      `/configs/content?tab=pageWidget${catalogId && catalogId !== '0' ? `&catalogId=${catalogId}` : ''}`,
    );
  };
  if (!record.fetching && !record.record)
    return <Alert type="error" showIcon title={t('invalidId', { id })} />;
  return (
    <Spin spinning={record.loading}>
      <RecordPageBar
        save={{ ...record.saveButtonProps, perm: `PageWidget:Edit:${id}` }}
        publish={{ onClick: () => void publish().catch(() => undefined), perm: `PageWidget:Publish:${id}` }}
        preview={{ onClick: () => window.open(`${previewHref}?type=pagewidget&dataId=${id}`, '_blank') }}
        back={{ onClick: back }}
      />
      <Form {...record.formProps} disabled={record.formProps.disabled || !canEdit} layout="vertical">
        <Row gutter={16} data-testid="manual-block-editor">
          <Col xs={24} xl={16}>
            <Card size="small" title={t('customList')}>
              <Form.Item name="content" noStyle>
                <BlockRows t={t} disabled={!record.record || !canEdit} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} xl={8}>
            <Card size="small" title={t('basic')}>
              <PageWidgetFields />
            </Card>
          </Col>
        </Row>
      </Form>
    </Spin>
  );
}
