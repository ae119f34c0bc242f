import { PictureOutlined } from '@ant-design/icons';
import { Alert, Button, ColorPicker, Flex, Input, InputNumber, Slider, Space, Typography } from 'antd';
import { useState } from 'react';

import { ResourcePickerDialog } from '@/components/cms/resource-picker';

import { imageToolI18n } from './i18n';
import { fitScale, type Region } from './region';
import { RegionFields } from './RegionFields';
import { RegionStage } from './RegionStage';

export interface WatermarkState {
  region: Region;
  text: string;
  fontSize: number;
  color: string;
  opacity: number;
  image?: { src: string; name: string };
}

interface Props {
  kind: 'text' | 'image';
  src: string;
  width: number;
  height: number;
  value: WatermarkState;
  onChange: (value: WatermarkState) => void;
}

/**
 * A watermark's region on the image, with the text or image drawn into it for the preview. Only the
 * region reaches the server (ImageCropDTO), which the note says.
 */
export function WatermarkPanel({ kind, src, width, height, value, onChange }: Props) {
  const t = imageToolI18n.useT();
  const [picking, setPicking] = useState(false);
  const set = (patch: Partial<WatermarkState>) => onChange({ ...value, ...patch });
  const scale = fitScale(width, height, 520, 380);
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon message={t('watermarkNote')} />
      <Flex gap={24} wrap>
        <RegionStage
          src={src}
          imageWidth={width}
          imageHeight={height}
          region={value.region}
          label={t('region')}
          onChange={(region) => set({ region })}
        >
          <Flex
            align="center"
            justify="center"
            data-testid="watermark-preview"
            style={{ width: '100%', height: '100%', opacity: value.opacity, pointerEvents: 'none' }}
          >
            {kind === 'text' ? (
              <span style={{ color: value.color, fontSize: value.fontSize * scale, whiteSpace: 'nowrap' }}>
                {value.text}
              </span>
            ) : value.image ? (
              <img
                src={value.image.src}
                alt={value.image.name}
                style={{ maxWidth: '100%', maxHeight: '100%' }}
              />
            ) : null}
          </Flex>
        </RegionStage>
        <Flex vertical gap={12} style={{ minWidth: 260 }}>
          <Typography.Text strong>{t('region')}</Typography.Text>
          <RegionFields
            region={value.region}
            imageWidth={width}
            imageHeight={height}
            onChange={(region) => set({ region })}
          />
          {kind === 'text' ? (
            <>
              <Input
                aria-label={t('text')}
                placeholder={t('text')}
                value={value.text}
                onChange={(e) => set({ text: e.target.value })}
              />
              <Space>
                <InputNumber
                  aria-label={t('fontSize')}
                  prefix={t('fontSize')}
                  min={8}
                  max={400}
                  value={value.fontSize}
                  onChange={(v) => typeof v === 'number' && set({ fontSize: v })}
                />
                <ColorPicker
                  value={value.color}
                  onChange={(c) => set({ color: c.toHexString() })}
                  aria-label={t('color')}
                />
              </Space>
            </>
          ) : (
            <Space>
              <Button icon={<PictureOutlined />} onClick={() => setPicking(true)}>
                {t('pickImage')}
              </Button>
              <Typography.Text>{value.image?.name}</Typography.Text>
            </Space>
          )}
          <div>
            <Typography.Text>{t('opacity')}</Typography.Text>
            <Slider
              aria-label={t('opacity')}
              min={0.1}
              max={1}
              step={0.1}
              value={value.opacity}
              onChange={(v) => set({ opacity: v })}
            />
          </div>
        </Flex>
      </Flex>
      <ResourcePickerDialog
        open={picking}
        resourceType="image"
        enableRemote={false}
        onCancel={() => setPicking(false)}
        onOk={([picked]) => {
          setPicking(false);
          if (picked) set({ image: { src: picked.src, name: picked.name } });
        }}
      />
    </Flex>
  );
}
