import { InputNumber, Space } from 'antd';

import { imageToolI18n } from './i18n';
import { fitRegion, type Ratio, type Region } from './region';

interface Props {
  region: Region;
  imageWidth: number;
  imageHeight: number;
  ratio?: Ratio;
  onChange: (region: Region) => void;
}

const KEYS = ['x', 'y', 'width', 'height'] as const;

/** The region as numbers: the exact way to set it, and the keyboard's way. */
export function RegionFields({ region, imageWidth, imageHeight, ratio, onChange }: Props) {
  const t = imageToolI18n.useT();
  return (
    <Space wrap>
      {KEYS.map((key) => (
        <InputNumber
          key={key}
          aria-label={t(key)}
          prefix={t(key)}
          min={key === 'width' || key === 'height' ? 1 : 0}
          precision={0}
          value={region[key]}
          onChange={(value) =>
            typeof value === 'number' &&
            onChange(fitRegion({ ...region, [key]: value }, imageWidth, imageHeight, ratio))
          }
          style={{ width: 120 }}
        />
      ))}
    </Space>
  );
}
