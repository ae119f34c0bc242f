import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Space, Upload } from 'antd';
import { useState } from 'react';

import { siteApi } from '@/api/cms/site';
import { checkFile } from '@/components/upload';
import { feedback } from '@/lib/feedback';

import { siteI18n } from '../i18n';

const RULES = { types: ['jpg', 'jpeg', 'png'], byMime: true, maxSizeMb: 2 } as const;

export interface WatermarkImageInputProps {
  siteId: string;
  /** PreviewPrefix of the extends reply: the stored path is shown under it. */
  previewPrefix?: string;
  value?: string;
  onChange?: (path: string) => void;
}

/** The watermark image: uploaded at once to `POST /cms/site/upload_watermarkimage` (file + siteId). */
export function WatermarkImageInput({
  siteId,
  previewPrefix = '',
  value,
  onChange,
}: WatermarkImageInputProps) {
  const t = siteI18n.useT();
  const [src, setSrc] = useState<{ path: string; src: string }>();
  const shown = src?.path === value ? src?.src : value ? previewPrefix + value : undefined;
  return (
    <Space align="start">
      {shown && <Image src={shown} width={120} alt={t('ext.watermarkImage')} />}
      <Upload
        accept=".jpg,.jpeg,.png"
        showUploadList={false}
        beforeUpload={(file) => {
          if (checkFile(file, RULES)) {
            feedback.error(t('ext.watermarkImageRule'));
            return Upload.LIST_IGNORE;
          }
          return true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          siteApi
            .uploadWatermark(siteId, file as File)
            .then((reply) => {
              setSrc(reply);
              onChange?.(reply.path);
              onSuccess?.(reply);
            })
            .catch((error: Error) => onError?.(error));
        }}
      >
        <Button icon={<UploadOutlined />}>{t('ext.watermarkUpload')}</Button>
      </Upload>
    </Space>
  );
}
