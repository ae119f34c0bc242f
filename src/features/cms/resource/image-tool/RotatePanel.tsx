import { RotateLeftOutlined, RotateRightOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, InputNumber, Space, Typography } from 'antd';

import { imageToolI18n } from './i18n';
import { fitScale, rotatedSize } from './region';

/** ImageRotateDTO without the id: width/height 0 = keep. */
export interface RotateState {
  width: number;
  height: number;
  rotate: number;
  flipX: boolean;
  flipY: boolean;
}

interface Props {
  src: string;
  width: number;
  height: number;
  value: RotateState;
  onChange: (value: RotateState) => void;
}

const normalise = (deg: number) => ((deg % 360) + 360) % 360;

/** Resize, rotate and flip, previewed in that order (the server's order) with CSS transforms. */
export function RotatePanel({ src, width, height, value, onChange }: Props) {
  const t = imageToolI18n.useT();
  const result = rotatedSize(width, height, value);
  const set = (patch: Partial<RotateState>) => onChange({ ...value, ...patch });
  const resized = rotatedSize(width, height, { ...value, rotate: 0 });
  const scale = fitScale(
    Math.max(result.width, resized.width),
    Math.max(result.height, resized.height),
    360,
    300,
  );
  return (
    <Flex gap={24} wrap>
      <Flex
        align="center"
        justify="center"
        style={{
          width: 380,
          height: 320,
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          overflow: 'hidden',
        }}
      >
        <img
          src={src}
          alt={t('preview')}
          data-testid="rotate-preview"
          style={{
            width: resized.width * scale,
            height: resized.height * scale,
            // Rightmost first: rotate, then flip the rotated image.
            transform: `scale(${value.flipX ? -1 : 1}, ${value.flipY ? -1 : 1}) rotate(${value.rotate}deg)`,
          }}
        />
      </Flex>
      <Flex vertical gap={12} style={{ minWidth: 260 }}>
        <Space>
          <Button icon={<RotateLeftOutlined />} onClick={() => set({ rotate: normalise(value.rotate - 90) })}>
            {t('rotateLeft')}
          </Button>
          <Button
            icon={<RotateRightOutlined />}
            onClick={() => set({ rotate: normalise(value.rotate + 90) })}
          >
            {t('rotateRight')}
          </Button>
        </Space>
        <InputNumber
          aria-label={t('angle')}
          prefix={t('angle')}
          suffix="°"
          min={0}
          max={359}
          precision={0}
          value={value.rotate}
          onChange={(v) => typeof v === 'number' && set({ rotate: normalise(v) })}
        />
        <Space>
          <Checkbox checked={value.flipX} onChange={(e) => set({ flipX: e.target.checked })}>
            {t('flipX')}
          </Checkbox>
          <Checkbox checked={value.flipY} onChange={(e) => set({ flipY: e.target.checked })}>
            {t('flipY')}
          </Checkbox>
        </Space>
        <Space>
          <InputNumber
            aria-label={t('resizeWidth')}
            placeholder={String(width)}
            min={1}
            precision={0}
            value={value.width || null}
            onChange={(v) => set({ width: typeof v === 'number' ? v : 0 })}
          />
          <span>×</span>
          <InputNumber
            aria-label={t('resizeHeight')}
            placeholder={String(height)}
            min={1}
            precision={0}
            value={value.height || null}
            onChange={(v) => set({ height: typeof v === 'number' ? v : 0 })}
          />
        </Space>
        <Typography.Text type="secondary">{t('resizeHint')}</Typography.Text>
        <Typography.Text type="secondary">{t('resultSize', result)}</Typography.Text>
      </Flex>
    </Flex>
  );
}
