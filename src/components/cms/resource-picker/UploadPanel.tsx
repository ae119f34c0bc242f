import { UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Typography, Upload, type UploadFile } from 'antd';

import { resourcePickerI18n } from './i18n';
import { displaySize } from './rules';

export type UploadSource = 'local' | 'remote';

/** A picked file waiting for OK; `error` is set when its upload failed (kept so it can be retried). */
export interface PendingFile {
  uid: string;
  file: File;
  error?: string;
}

export interface UploadPanelProps {
  source: UploadSource;
  onSourceChange: (source: UploadSource) => void;
  enableRemote: boolean;
  files: PendingFile[];
  /** Decides whether the file joins the list (and reports why not). */
  onPick: (file: File) => void;
  onRemove: (uid: string) => void;
  accepts: readonly string[];
  maxBytes: number;
  multiple: boolean;
  link: string;
  onLinkChange: (link: string) => void;
  linkError?: string;
  busy: boolean;
}

/** "Local Upload" tab: picked files (uploaded on OK) or one remote link. */
export function UploadPanel(props: UploadPanelProps) {
  const t = resourcePickerI18n.useT();
  const { files, accepts } = props;
  const fileList: UploadFile[] = files.map((f) => ({
    uid: f.uid,
    name: f.file.name,
    status: f.error ? 'error' : 'done',
    response: f.error,
    size: f.file.size,
  }));
  return (
    <Form layout="vertical" className="cms-resource-upload">
      {props.enableRemote && (
        <Form.Item>
          <Radio.Group
            value={props.source}
            onChange={(e) => props.onSourceChange(e.target.value as UploadSource)}
            options={[
              { value: 'local', label: t('sourceLocal') },
              { value: 'remote', label: t('sourceRemote') },
            ]}
          />
        </Form.Item>
      )}
      {props.source === 'local' ? (
        <Form.Item
          extra={t('tip', {
            accept: accepts.join(', '),
            size: props.maxBytes > 0 ? displaySize(props.maxBytes) : t('noLimit'),
          })}
        >
          <Upload
            multiple={props.multiple}
            accept={accepts.map((s) => `.${s}`).join(',')}
            fileList={fileList}
            disabled={props.busy}
            // Held until OK: nothing is sent when a file is picked.
            beforeUpload={(file) => {
              props.onPick(file);
              return false;
            }}
            onRemove={(file) => {
              props.onRemove(file.uid);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} disabled={props.busy}>
              {t('chooseFiles')}
            </Button>
          </Upload>
          {files.some((f) => f.error) && (
            <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>
              {files
                .filter((f) => f.error)
                .map((f) => (
                  <li key={f.uid}>
                    <Typography.Text type="danger">
                      {f.file.name}: {f.error}
                    </Typography.Text>
                  </li>
                ))}
            </ul>
          )}
        </Form.Item>
      ) : (
        <Form.Item
          label={t('link')}
          required
          validateStatus={props.linkError ? 'error' : undefined}
          help={props.linkError}
        >
          <Input
            aria-label={t('link')}
            placeholder="http(s)://"
            value={props.link}
            onChange={(e) => props.onLinkChange(e.target.value)}
          />
        </Form.Item>
      )}
    </Form>
  );
}
