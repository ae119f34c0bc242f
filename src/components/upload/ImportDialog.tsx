import { InboxOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Space, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { exportFileName } from '@/components/list/actions';
import { SafeHtml } from '@/components/safe-html';
import { feedback } from '@/lib/feedback';
import { download, http } from '@/lib/http';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  /** Multipart endpoint reading `file` and `updateSupport`, e.g. `/system/user/importData`. */
  uploadUrl: string;
  /** POST endpoint answering the template .xlsx, e.g. `/system/user/importTemplate`. */
  templateUrl?: string;
  /** Prefix of the saved template name. */
  templateName?: string;
  title?: string;
  /** After a successful import (refresh the list). */
  onSuccess?: () => void;
}

const EXCEL = /\.(xls|xlsx)$/i;

/**
 * Excel import (the Vue console's user import): one .xls/.xlsx file, an "update existing records"
 * switch sent as `updateSupport`, a template download, and the server's report shown when done.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { t } = useTranslation('kit');
  const [file, setFile] = useState<UploadFile | undefined>();
  const [updateSupport, setUpdateSupport] = useState(false);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<string | undefined>();

  const close = () => {
    setFile(undefined);
    setReport(undefined);
    setUpdateSupport(false);
    props.onClose();
  };

  const submit = async () => {
    const raw = file?.originFileObj;
    if (!raw) {
      feedback.warning(t('importDialog.noFile'));
      return;
    }
    const form = new FormData();
    form.append('file', raw, raw.name);
    form.append('updateSupport', String(updateSupport));
    setBusy(true);
    try {
      const reply = await http.envelope<string>('post', props.uploadUrl, form, {
        headers: { 'Content-Type': 'multipart/form-data' },
      });
      setReport(typeof reply.data === 'string' ? reply.data : (reply.msg ?? ''));
      setFile(undefined);
      props.onSuccess?.();
    } catch {
      // Reported by the HTTP client; the chosen file stays for another try.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={props.open}
      title={props.title ?? t('importDialog.title')}
      width={420}
      onCancel={close}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('form.cancel')}</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()}>
            {t('form.ok')}
          </Button>
        </Space>
      }
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        maxCount={1}
        fileList={file ? [file] : []}
        beforeUpload={(picked) => {
          if (!EXCEL.test(picked.name)) {
            feedback.error(t('importDialog.onlyExcel'));
            return Upload.LIST_IGNORE;
          }
          // Kept until OK: the upload is sent with the switch below.
          return false;
        }}
        onChange={({ fileList }) => setFile(fileList.at(-1))}
        onRemove={() => setFile(undefined)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('importDialog.drag')}</p>
      </Upload.Dragger>
      <div style={{ marginTop: 12 }}>
        <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>
          {t('importDialog.updateSupport')}
        </Checkbox>
      </div>
      <div style={{ marginTop: 8, color: 'rgba(0,0,0,0.45)', fontSize: 12 }}>
        {t('importDialog.onlyExcel')}
        {props.templateUrl && (
          <Button
            type="link"
            size="small"
            onClick={() =>
              void download(props.templateUrl ?? '', {}, exportFileName(props.templateName ?? 'template'))
            }
          >
            {t('importDialog.template')}
          </Button>
        )}
      </div>
      {report !== undefined && (
        <Alert
          style={{ marginTop: 12 }}
          type="success"
          title={t('importDialog.result')}
          // The backend's report is HTML (line breaks between rows).
          description={<SafeHtml html={report} />}
        />
      )}
    </Modal>
  );
}
