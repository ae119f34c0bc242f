import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';

import { FILE_DEFAULTS } from './rules';
import { useUploadList } from './use-upload-list';

export interface FileUploadProps {
  /** Stored file names, comma-separated (or an array). */
  value?: string | readonly string[] | null;
  onChange?: (value: string) => void;
  /** Most files; default 5. */
  limit?: number;
  /** Megabytes; default 5. */
  fileSize?: number;
  /** Extensions; default doc, xls, ppt, txt, pdf. */
  fileType?: readonly string[];
  /** Show the "upload … files up to … MB" hint; default true. */
  isShowTip?: boolean;
  disabled?: boolean;
  /** Upload endpoint; default `/common/upload`. */
  action?: string;
}

/** The file uploader (doc/xls/ppt/txt/pdf, 5 MB, 5 files by default), usable as a form control (`<Form.Item name="files"><FileUpload/></Form.Item>`). */
export function FileUpload({
  value,
  onChange,
  limit = FILE_DEFAULTS.limit,
  fileSize = FILE_DEFAULTS.maxSizeMb,
  fileType = FILE_DEFAULTS.types,
  isShowTip = true,
  disabled,
  action,
}: FileUploadProps) {
  const { t } = useTranslation('kit');
  const upload = useUploadList({ value, onChange, limit, maxSizeMb: fileSize, types: fileType, url: action });
  return (
    <div className="kit-file-upload">
      <Upload
        multiple
        disabled={disabled}
        accept={fileType.map((type) => `.${type}`).join(',')}
        fileList={upload.fileList}
        beforeUpload={upload.beforeUpload}
        customRequest={upload.customRequest}
        onRemove={upload.onRemove}
      >
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {t('upload.selectFile')}
        </Button>
      </Upload>
      {isShowTip && (
        <div className="kit-upload-tip" style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 4 }}>
          {t('upload.tip')} {fileSize ? t('upload.tipSize', { size: fileSize }) : ''}{' '}
          {fileType.length ? t('upload.tipTypes', { types: fileType.join('/') }) : ''} {t('upload.tipSuffix')}
        </div>
      )}
    </div>
  );
}
