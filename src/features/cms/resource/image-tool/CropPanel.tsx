import { Flex, Segmented, Typography } from 'antd';

import { imageToolI18n } from './i18n';
import { fitScale, initialRegion, RATIOS, type Ratio, type Region } from './region';
import { RegionFields } from './RegionFields';
import { RegionStage } from './RegionStage';

export interface CropState {
  region: Region;
  ratioKey: string;
}

interface Props {
  src: string;
  width: number;
  height: number;
  value: CropState;
  onChange: (value: CropState) => void;
}

const ratioOf = (key: string): Ratio => RATIOS.find((r) => r.key === key)?.value;

/** What the crop will keep, drawn at up to 200 px wide from the same image. */
export function RegionPreview({
  src,
  width,
  height,
  region,
}: {
  src: string;
  width: number;
  height: number;
  region: Region;
}) {
  const t = imageToolI18n.useT();
  const scale = fitScale(region.width, region.height, 200, 200);
  return (
    <div
      role="img"
      aria-label={t('preview')}
      data-testid="crop-preview"
      style={{
        width: region.width * scale,
        height: region.height * scale,
        backgroundImage: `url("${src}")`,
        backgroundSize: `${width * scale}px ${height * scale}px`,
        backgroundPosition: `${-region.x * scale}px ${-region.y * scale}px`,
        border: '1px solid #d9d9d9',
      }}
    />
  );
}

/** Crop: free or with a fixed ratio, by dragging the frame or typing its numbers. */
export function CropPanel({ src, width, height, value, onChange }: Props) {
  const t = imageToolI18n.useT();
  const ratio = ratioOf(value.ratioKey);
  return (
    <Flex gap={24} wrap>
      <RegionStage
        src={src}
        imageWidth={width}
        imageHeight={height}
        region={value.region}
        ratio={ratio}
        label={t('crop')}
        onChange={(region) => onChange({ ...value, region })}
      />
      <Flex vertical gap={12} style={{ minWidth: 260 }}>
        <Segmented
          aria-label={t('ratio')}
          value={value.ratioKey}
          options={RATIOS.map((r) => ({ value: r.key, label: r.value ? r.key : t('free') }))}
          onChange={(key) =>
            onChange({ ratioKey: String(key), region: initialRegion(width, height, ratioOf(String(key))) })
          }
        />
        <RegionFields
          region={value.region}
          imageWidth={width}
          imageHeight={height}
          ratio={ratio}
          onChange={(region) => onChange({ ...value, region })}
        />
        <Typography.Text type="secondary">
          {t('resultSize', { width: value.region.width, height: value.region.height })}
        </Typography.Text>
        <Typography.Text strong>{t('preview')}</Typography.Text>
        <RegionPreview src={src} width={width} height={height} region={value.region} />
      </Flex>
    </Flex>
  );
}
