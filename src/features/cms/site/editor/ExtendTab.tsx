import { SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Spin } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';

import { siteApi, siteKeys, type SiteExtends } from '@/api/cms/site';
import { Auth } from '@/components/auth';
import { DictSelect } from '@/components/dict';
import { RecordPageBar, useRecordForm } from '@/components/record-form';
import { feedback } from '@/lib/feedback';

import { siteExtrasApi } from '../api';
import { siteI18n } from '../i18n';
import { STORAGE_ARGS, STORAGE_TYPES, toExtendsBody } from './extend-form';
import type { TabProps } from './tab-props';
import { Tip, WatermarkFields } from './WatermarkFields';
import { YesNoSwitch } from './YesNoSwitch';

type T = ReturnType<typeof siteI18n.useT>;

/** Extend config (`cms/contentcore/siteExtend`): `GET /cms/site/extends`, saved to `/cms/site/extends/{id}`. */
export function ExtendTab({ siteId, onDirtyChange }: TabProps) {
  const t = siteI18n.useT();
  const record = useRecordForm<SiteExtends, ReturnType<typeof toExtendsBody>>({
    load: { queryKey: siteKeys.extends(siteId), queryFn: () => siteApi.getExtends(siteId) },
    toBody: toExtendsBody,
    save: (body) => siteApi.saveExtends(siteId, body),
    invalidate: siteKeys.extends(siteId),
    successMessage: t('saveSuccess'),
    // The editor page guards its tabs together.
    guard: false,
    onDirtyChange,
  });
  const { form } = record;
  const config = record.record;
  const exModels = useQuery({
    queryKey: siteKeys.extra('options', 'exmodel'),
    queryFn: siteExtrasApi.exModelOptions,
  });
  const hotWordGroups = useQuery({
    queryKey: siteKeys.extra('options', 'hotword-groups'),
    queryFn: siteExtrasApi.hotWordGroupOptions,
  });
  const enableIndex = Form.useWatch('EnableIndex', form) as unknown;
  const storageType = Form.useWatch('FileStorageType', form) as unknown;
  const watermark = Form.useWatch('ImageWatermark', form) as unknown;
  const enableStat = Form.useWatch('EnableStat', form) as unknown;

  const item = (key: string, control: ReactNode, extra?: { tip?: string; rules?: Rule[] }) => {
    const label = t(`ext.${key}` as Parameters<T>[0]);
    if (!extra?.tip)
      return (
        <Form.Item name={key} label={label} rules={extra?.rules}>
          {control}
        </Form.Item>
      );
    // The value binding needs the control as the direct child of the named item.
    return (
      <Form.Item label={label}>
        <Space>
          <Form.Item name={key} noStyle rules={extra.rules}>
            {control}
          </Form.Item>
          <Tip text={extra.tip} />
        </Space>
      </Form.Item>
    );
  };
  const yesNo = (key: string) => item(key, <YesNoSwitch aria-label={t(`ext.${key}` as Parameters<T>[0])} />);
  const card = (title: string, children: ReactNode) => (
    <Card size="small" title={title} style={{ marginBottom: 10 }}>
      {children}
    </Card>
  );

  return (
    <Spin spinning={record.loading}>
      <RecordPageBar save={{ ...record.saveButtonProps, perm: `Site:Edit:${siteId}` }} />
      {config && (
        <Form<SiteExtends> {...record.formProps} labelCol={{ flex: '220px' }} style={{ marginTop: 12 }}>
          {card(
            t('ext.basicCard'),
            <>
              {yesNo('EnableIndex')}
              {enableIndex === 'Y' &&
                item('SearchAnalyzeType', <DictSelect type="WordAnalyzeType" style={{ width: 300 }} />)}
              {item(
                'RepeatTitleCheck',
                <Select
                  style={{ width: 300 }}
                  options={[
                    { value: '0', label: t('ext.repeatNone') },
                    { value: '1', label: t('ext.repeatSite') },
                    { value: '2', label: t('ext.repeatCatalog') },
                  ]}
                />,
              )}
              {item(
                'SiteExtendModel',
                <Select
                  style={{ width: 300 }}
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  options={(exModels.data?.rows ?? []).map((m) => ({ value: m.modelId, label: m.name }))}
                />,
              )}
              {item('MaxPageOnContentPublish', <InputNumber min={-1} precision={0} style={{ width: 300 }} />)}
              {yesNo('PublishedContentEdit')}
              {yesNo('SSIEnabled')}
              {yesNo('EnableSiteDeleteBackup')}
              {item('SiteApiUrl', <Input placeholder="http(s)://" style={{ width: 300 }} />)}
              {item('MemberResourceUrl', <Input placeholder="http(s)://" style={{ width: 300 }} />)}
            </>,
          )}
          {card(
            t('ext.catalogCard'),
            item('CatalogPageSize', <InputNumber min={0} precision={0} style={{ width: 300 }} />, {
              tip: t('ext.CatalogPageSizeTip'),
            }),
          )}
          {card(
            t('ext.contentCard'),
            <>
              {yesNo('AutoArticleLogo')}
              {item('DownloadRemoteImage', <YesNoSwitch aria-label={t('ext.DownloadRemoteImage')} />, {
                tip: t('ext.DownloadRemoteImageTip'),
              })}
              {item('RecycleKeepDays', <InputNumber min={0} precision={0} style={{ width: 300 }} />, {
                tip: t('ext.RecycleKeepDaysTip'),
              })}
            </>,
          )}
          {card(
            t('ext.resourceCard'),
            <>
              {item('ThumbnailWidth', <InputNumber min={0} precision={0} style={{ width: 300 }} />)}
              {item('ThumbnailHeight', <InputNumber min={0} precision={0} style={{ width: 300 }} />, {
                tip: t('ext.ThumbnailTip'),
              })}
              {item(
                'FileStorageType',
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  options={STORAGE_TYPES.map((type) => ({ value: type, label: t(`ext.storage.${type}`) }))}
                />,
                { tip: t('ext.FileStorageTypeTip') },
              )}
              {/* Credentials belong to a cloud or self-hosted store only: none for Local. */}
              {storageType !== 'Local' &&
                STORAGE_ARGS.map((arg) => (
                  <Form.Item key={arg} name={['FileStorageArgs', arg]} label={arg}>
                    <Input aria-label={arg} style={{ width: 300 }} />
                  </Form.Item>
                ))}
            </>,
          )}
          {card(
            t('ext.watermarkCard'),
            <>
              {yesNo('ImageWatermark')}
              {watermark === 'Y' && <WatermarkFields siteId={siteId} previewPrefix={config.PreviewPrefix} />}
            </>,
          )}
          {card(
            t('ext.wordCard'),
            <>
              {yesNo('SensitiveWordEnable')}
              {yesNo('ErrorProneWordEnable')}
              {item(
                'HotWordGroups',
                <Checkbox.Group
                  options={(hotWordGroups.data?.rows ?? []).map((g) => ({ value: g.code, label: g.name }))}
                />,
              )}
            </>,
          )}
          {card(t('ext.seoCard'), item('BaiduPushAccessSecret', <Input style={{ width: 300 }} />))}
          {card(
            t('ext.statCard'),
            <>
              {item('BaiduTjApiKey', <Input style={{ width: 300 }} />)}
              {item('BaiduTjSecretKey', <Input style={{ width: 300 }} />)}
              {item('BaiduTjRefreshToken', <Input style={{ width: 300 }} />)}
              <Form.Item label={t('ext.BaiduTjAccessToken')}>
                <Space>
                  <Form.Item name="BaiduTjAccessToken" noStyle>
                    <Input aria-label={t('ext.BaiduTjAccessToken')} style={{ width: 300 }} />
                  </Form.Item>
                  <Auth perm={`Site:Edit:${siteId}`}>
                    <Button
                      icon={<SyncOutlined />}
                      onClick={() =>
                        void siteExtrasApi
                          .refreshBaiduToken()
                          .then(() => feedback.success(t('ext.refreshSuccess')))
                          .catch(() => undefined)
                      }
                    >
                      {t('ext.refreshToken')}
                    </Button>
                  </Auth>
                </Space>
              </Form.Item>
              {item('BaiduTjDomain', <Input style={{ width: 300 }} />, { tip: t('ext.BaiduTjDomainTip') })}
              {yesNo('EnableStat')}
              {enableStat === 'Y' && (
                <>
                  {yesNo('EnableDynamicStatScript')}
                  {yesNo('EnableHyperLogLog')}
                </>
              )}
            </>,
          )}
          {card(t('ext.customFormCard'), yesNo('EnableCustomFormCaptcha'))}
          {card(t('ext.commentCard'), yesNo('EnableCommentAudit'))}
        </Form>
      )}
    </Spin>
  );
}
