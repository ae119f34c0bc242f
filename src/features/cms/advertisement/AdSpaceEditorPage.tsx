import { Alert, Card, Col, Form, Row, Spin } from 'antd';
import { useHref, useNavigate, useSearchParams } from 'react-router-dom';

import { adSpaceKeys } from '@/api/cms/adspace';
import {
  pageWidgetApi,
  type PageWidgetDetail,
  type PageWidgetEditBody,
  pageWidgetKeys,
} from '@/api/cms/pagewidget';
import { PageWidgetFields } from '@/components/cms/page-widget-fields';
import { RecordPageBar, useRecordForm } from '@/components/record-form';
import { feedback } from '@/lib/feedback';

import { AdList } from './AdList';
import { adI18n } from './i18n';

type SpaceForm = Omit<PageWidgetEditBody, 'pageWidgetId' | 'contentStr'>;

/**
 * The ad-space editor (`/cms/adspace/editor?id=&from=`): the space's ads on the left, its basic card on
 * the right. Save writes the widget (`PUT /cms/pagewidget?type=ads`, its content kept); Publish saves
 * first when the card has changed. Back returns to the ad list, or to the content screen's page-widget
 * tab when it came from there.
 */
export default function AdSpaceEditorPage() {
  const t = adI18n.useT();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  if (!/^\d+$/.test(id)) return <Alert type="error" showIcon title={t('invalidId', { id })} />;
  return <Editor id={id} fromPageWidget={params.get('from') === 'pagewidget'} />;
}

function Editor({ id, fromPageWidget }: { id: string; fromPageWidget: boolean }) {
  const t = adI18n.useT();
  const navigate = useNavigate();
  const previewHref = useHref('/cms/preview');
  const record = useRecordForm<PageWidgetDetail, PageWidgetEditBody, SpaceForm>({
    load: { queryKey: pageWidgetKeys.detail(id), queryFn: () => pageWidgetApi.get(id) },
    toBody: (values, loaded) => ({
      ...values,
      pageWidgetId: loaded.pageWidgetId,
      contentStr: loaded.content === undefined ? undefined : JSON.stringify(loaded.content),
    }),
    save: (body) => pageWidgetApi.update('ads', body),
    invalidate: [pageWidgetKeys.all, adSpaceKeys.all],
    successMessage: t('saveSuccess'),
  });
  const publish = async () => {
    if (record.dirty && !(await record.save())) return;
    await pageWidgetApi.publish([id]);
    feedback.success(t('published'));
  };
  const back = () => {
    const catalogId = record.record?.catalogId;
    navigate(
      fromPageWidget
        ? `/configs/content?tab=pageWidget${catalogId && catalogId !== '0' ? `&catalogId=${catalogId}` : ''}`
        : '/operations/advertisement',
    );
  };
  return (
    <Spin spinning={record.loading}>
      <RecordPageBar
        save={{ ...record.saveButtonProps, perm: `PageWidget:Edit:${id}` }}
        publish={{ onClick: () => void publish().catch(() => undefined), perm: `PageWidget:Publish:${id}` }}
        preview={{ onClick: () => window.open(`${previewHref}?type=pagewidget&dataId=${id}`, '_blank') }}
        back={{ onClick: back }}
      />
      <Row gutter={16} data-testid="ad-space-editor">
        <Col xs={24} xl={16}>
          <Card size="small" title={t('adList')}>
            <AdList adSpaceId={id} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" title={t('basic')}>
            <Form {...record.formProps} layout="vertical">
              <PageWidgetFields />
            </Form>
          </Card>
        </Col>
      </Row>
    </Spin>
  );
}
