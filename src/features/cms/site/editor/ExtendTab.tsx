import { InfoCircleOutlined, SaveOutlined, SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Checkbox, Form, Input, InputNumber, Radio, Select, Space, Spin, Tooltip } from 'antd';
import type { Rule } from 'antd/es/form';
import { useState, type ReactNode } from 'react';

import { Auth } from '@/components/auth';
import { DictSelect } from '@/components/dict';
import { feedback } from '@/lib/feedback';

import { siteApi } from '../api';
import { siteI18n } from '../i18n';
import { siteEditorKeys } from '../queries';
import type { SiteExtends } from '../types';
import {
  POSITION_ARROWS,
  STORAGE_ARGS,
  STORAGE_TYPES,
  toExtendsBody,
  WATERMARK_POSITIONS,
} from './extend-form';
import type { TabProps } from './tab-props';
import { WatermarkImageInput } from './WatermarkImageInput';
import { YesNoSwitch } from './YesNoSwitch';

type T = ReturnType<typeof siteI18n.useT>;

function Tip({ text }: { text: string }) {
  return (
    <Tooltip title={text}>
      <InfoCircleOutlined style={{ marginLeft: 6, color: '#909399' }} aria-label={text} />
    </Tooltip>
  );
}

function rangeRule(t: T): Rule {
  return {
    validator: (_r, v: unknown) =>
      v === undefined || v === null || (Number(v) >= 0 && Number(v) <= 1)
        ? Promise.resolve()
        : Promise.reject(new Error(t('ext.watermarkOpacityRange'))),
  };
}

function ratioRule(t: T): Rule {
  return {
    validator: (_r, v: unknown) =>
      v === undefined || v === null || Number(v) >= 20
        ? Promise.resolve()
        : Promise.reject(new Error(t('ext.watermarkRatioMin'))),
  };
}

/** Extend config (`cms/contentcore/siteExtend`): `GET /cms/site/extends`, saved to `/cms/site/extends/{id}`. */
export function ExtendTab({ siteId, onDirtyChange }: TabProps) {
  const t = siteI18n.useT();
  const [form] = Form.useForm<SiteExtends>();
  const [saving, setSaving] = useState(false);
  const config = useQuery({
    queryKey: siteEditorKeys.extends(siteId),
    queryFn: () => siteApi.getExtends(siteId),
  });
  const exModels = useQuery({ queryKey: siteEditorKeys.options('exmodel'), queryFn: siteApi.exModelOptions });
  const hotWordGroups = useQuery({
    queryKey: siteEditorKeys.options('hotword-groups'),
    queryFn: siteApi.hotWordGroupOptions,
  });
  const enableIndex = Form.useWatch('EnableIndex', form) as unknown;
  const storageType = Form.useWatch('FileStorageType', form) as unknown;
  const watermark = Form.useWatch('ImageWatermark', form) as unknown;
  const enableStat = Form.useWatch('EnableStat', form) as unknown;

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await siteApi.saveExtends(siteId, toExtendsBody(form.getFieldsValue(true) as SiteExtends));
      feedback.success(t('saveSuccess'));
      onDirtyChange(false);
      void config.refetch();
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };

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
    <Spin spinning={config.isLoading}>
      <Auth perm={`Site:Edit:${siteId}`}>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          style={{ marginBottom: 12 }}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
      </Auth>
      {config.data && (
        <Form<SiteExtends>
          key={config.dataUpdatedAt}
          form={form}
          labelCol={{ flex: '220px' }}
          initialValues={config.data}
          onValuesChange={() => onDirtyChange(true)}
        >
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
              {watermark === 'Y' && (
                <>
                  <Form.Item name={['ImageWatermarkArgs', 'image']} label={t('ext.watermarkImage')}>
                    <WatermarkImageInput siteId={siteId} previewPrefix={config.data.PreviewPrefix} />
                  </Form.Item>
                  <Form.Item name={['ImageWatermarkArgs', 'position']} label={t('ext.watermarkPosition')}>
                    <Radio.Group
                      optionType="button"
                      style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 56px)', gap: 2, width: 180 }}
                      options={WATERMARK_POSITIONS.map((p) => ({
                        value: p,
                        label: <span aria-label={t(`ext.position.${p}`)}>{POSITION_ARROWS[p]}</span>,
                        title: t(`ext.position.${p}`),
                      }))}
                    />
                  </Form.Item>
                  <Form.Item label={t('ext.watermarkOpacity')} required>
                    <Space>
                      <Form.Item name={['ImageWatermarkArgs', 'opacity']} noStyle rules={[rangeRule(t)]}>
                        <InputNumber aria-label={t('ext.watermarkOpacity')} step={0.1} precision={1} />
                      </Form.Item>
                      <Tip text={t('ext.watermarkOpacityTip')} />
                    </Space>
                  </Form.Item>
                  <Form.Item label={t('ext.watermarkRatio')} required>
                    <Space>
                      <Form.Item name={['ImageWatermarkArgs', 'ratio']} noStyle rules={[ratioRule(t)]}>
                        <InputNumber aria-label={t('ext.watermarkRatio')} max={100} precision={0} />
                      </Form.Item>
                      <Tip text={t('ext.watermarkRatioTip')} />
                    </Space>
                  </Form.Item>
                </>
              )}
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
                        void siteApi
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
