import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, DatePicker, Form, Input, InputNumber, Row, Select, Spin } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';

import {
  advertisementApi,
  type AdvertisementBody,
  type AdvertisementDetail,
  advertisementKeys,
} from '@/api/cms/advertisement';
import { ImageResourceInput } from '@/components/cms/resource-picker';
import { DATE_TIME_FORMAT as FORMAT, dateTimeField } from '@/components/date';
import { kitRules } from '@/components/form';
import { RecordPageBar, useRecordForm } from '@/components/record-form';
import { rules } from '@/lib/validators';

import { adI18n } from './i18n';

/**
 * The ad editor (`/cms/ad/editor?adSpaceId=&id=`): name, type, weight ≥ 0, online and offline dates
 * (offline after online), the image from the material library, an http(s) redirect URL. A new ad
 * starts online today, offline 2999-12-31, weight 100; after adding it, the editor returns to its space.
 */
export default function AdEditorPage() {
  const t = adI18n.useT();
  const [params] = useSearchParams();
  const adSpaceId = params.get('adSpaceId') ?? '';
  const id = params.get('id') ?? '';
  if (!/^\d+$/.test(adSpaceId) || (id && !/^\d+$/.test(id)))
    return <Alert type="error" showIcon title={t('invalidId', { id: adSpaceId })} />;
  return <Editor adSpaceId={adSpaceId} id={id} />;
}

function Editor({ adSpaceId, id }: { adSpaceId: string; id: string }) {
  const t = adI18n.useT();
  const navigate = useNavigate();
  const types = useQuery({ queryKey: advertisementKeys.extra('types'), queryFn: advertisementApi.types });
  const fresh = useMemo<AdvertisementDetail | undefined>(
    () =>
      types.data && {
        advertisementId: '',
        adSpaceId,
        type: types.data[0]?.id ?? 'image',
        name: '',
        weight: 100,
        state: '0',
        onlineDate: dayjs().startOf('day').format(FORMAT),
        offlineDate: '2999-12-31 00:00:00',
      },
    [types.data, adSpaceId],
  );
  const backToSpace = () => navigate(`/cms/adspace/editor?id=${adSpaceId}&from=adspace`);
  const record = useRecordForm<AdvertisementDetail, AdvertisementBody, AdvertisementBody>({
    load: id
      ? { queryKey: advertisementKeys.detail(id), queryFn: () => advertisementApi.get(id) }
      : { record: fresh },
    toBody: (values, loaded) => ({
      ...values,
      adSpaceId,
      advertisementId: loaded.advertisementId || undefined,
    }),
    save: (body) => (body.advertisementId ? advertisementApi.update(body) : advertisementApi.add(body)),
    invalidate: advertisementKeys.all,
    successMessage: t('saveSuccess'),
    onSaved: (_result, body) => {
      if (body.advertisementId) return;
      record.guard.release();
      backToSpace();
    },
  });
  const loaded = record.record;
  return (
    <Spin spinning={record.loading}>
      <RecordPageBar
        save={{ ...record.saveButtonProps, perm: `PageWidget:Edit:${adSpaceId}` }}
        back={{ onClick: backToSpace }}
      />
      <Form {...record.formProps} layout="vertical" data-testid="ad-editor">
        <Row gutter={16}>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('basic')}>
              <Form.Item name="name" label={t('adName')} rules={[rules.required()]}>
                <Input />
              </Form.Item>
              <Form.Item name="type" label={t('type')} rules={[rules.required()]}>
                <Select
                  aria-label={t('type')}
                  options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                />
              </Form.Item>
              <Form.Item name="weight" label={t('weight')} rules={[rules.required(), kitRules.min(0)]}>
                <InputNumber min={0} precision={0} />
              </Form.Item>
              <Form.Item
                name="onlineDate"
                label={t('onlineDate')}
                rules={[rules.required()]}
                {...dateTimeField}
              >
                <DatePicker showTime format={FORMAT} />
              </Form.Item>
              <Form.Item
                name="offlineDate"
                label={t('offlineDate')}
                dependencies={['onlineDate']}
                rules={[
                  rules.required(),
                  ({ getFieldValue }) => ({
                    validator: (_rule, value?: string) => {
                      const online = getFieldValue('onlineDate') as string | undefined;
                      return !value || !online || value > online
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('offlineAfterOnline')));
                    },
                  }),
                ]}
                {...dateTimeField}
              >
                <DatePicker showTime format={FORMAT} />
              </Form.Item>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card size="small" title={t('material')}>
              <Form.Item noStyle dependencies={['type']}>
                {({ getFieldValue }) =>
                  getFieldValue('type') === 'image' && (
                    <Form.Item name="resourcePath" label={t('image')}>
                      <ImageSlot loaded={loaded} />
                    </Form.Item>
                  )
                }
              </Form.Item>
              <Form.Item name="redirectUrl" label={t('redirectUrl')} rules={[rules.httpUrl()]}>
                <Input placeholder="http(s)://" />
              </Form.Item>
            </Card>
          </Col>
        </Row>
      </Form>
    </Spin>
  );
}

/** The image field; the loaded ad's `resourceSrc` shows its image until another is picked. */
function ImageSlot({
  value,
  onChange,
  loaded,
}: {
  value?: string;
  onChange?: (path?: string) => void;
  loaded?: AdvertisementDetail;
}) {
  const src = loaded?.resourcePath && loaded.resourcePath === value ? loaded.resourceSrc : undefined;
  return <ImageResourceInput value={value} src={src} onChange={(path) => onChange?.(path)} />;
}
