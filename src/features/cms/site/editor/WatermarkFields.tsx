import { InfoCircleOutlined } from '@ant-design/icons';
import { Form, InputNumber, Radio, Space } from 'antd';
import type { Rule } from 'antd/es/form';

import { Hint } from '@/components/hint';

import { siteI18n } from '../i18n';
import { POSITION_ARROWS, WATERMARK_POSITIONS } from './extend-form';
import { WatermarkImageInput } from './WatermarkImageInput';

type T = ReturnType<typeof siteI18n.useT>;

/** An info icon whose tooltip explains a setting. */
export function Tip({ text }: { text: string }) {
  return (
    <Hint title={text}>
      <InfoCircleOutlined style={{ marginLeft: 6, color: '#909399' }} aria-label={text} />
    </Hint>
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

/** The image watermark's settings (`ImageWatermarkArgs`), shown while the watermark is on. */
export function WatermarkFields({ siteId, previewPrefix }: { siteId: string; previewPrefix?: string }) {
  const t = siteI18n.useT();
  return (
    <>
      <Form.Item name={['ImageWatermarkArgs', 'image']} label={t('ext.watermarkImage')}>
        <WatermarkImageInput siteId={siteId} previewPrefix={previewPrefix} />
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
  );
}
