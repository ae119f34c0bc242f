import { PlusOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import { useTranslation } from 'react-i18next';

import { IMAGE_DEFAULTS } from './rules';
import { useUploadList } from './use-upload-list';

export interface ImageUploadProps {
  value?: string | readonly string[] | null;
  onChange?: (value: string) => void;
  /** Most images; default 5. */
  limit?: number;
  /** Megabytes; default 5. */
  fileSize?: number;
  /** Extensions (also matched as `image/<type>` MIME types); default png, jpg, jpeg. */
  fileType?: readonly string[];
  isShowTip?: boolean;
  disabled?: boolean;
  action?: string;
}

/** The image uploader: picture cards, png/jpg/jpeg by MIME type or extension, 5 MB. */
export function ImageUpload({
  value,
  onChange,
  limit = IMAGE_DEFAULTS.limit,
  fileSize = IMAGE_DEFAULTS.maxSizeMb,
  fileType = IMAGE_DEFAULTS.types,
  isShowTip = true,
  disabled,
  action,
}: ImageUploadProps) {
  const { t } = useTranslation('kit');
  const upload = useUploadList({
    value,
    onChange,
    limit,
    maxSizeMb: fileSize,
    types: fileType,
    byMime: true,
    url: action,
  });
  const full = upload.fileList.length >= limit;
  return (
    <div className="kit-image-upload">
      <Upload
        listType="picture-card"
        multiple
        disabled={disabled}
        accept={fileType.map((type) => `image/${type},.${type}`).join(',')}
        fileList={upload.fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.onRemove}
        onPreview={(file) => file.url && window.open(file.url, '_blank', 'noopener')}
      >
        {full || disabled ? null : (
          <div>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('upload.selectImage')}</div>
          </div>
        )}
      </Upload>
      {isShowTip && (
        <div className="kit-upload-tip" style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
          {t('upload.tip')} {fileSize ? t('upload.tipSize', { size: fileSize }) : ''}{' '}
          {t('upload.tipTypes', { types: fileType.join('/') })} {t('upload.tipSuffix')}
        </div>
      )}
    </div>
  );
}
