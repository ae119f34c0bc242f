import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Modal, Space } from 'antd';

import { CodeEditor } from '@/components/code-editor';
import { feedback } from '@/lib/feedback';

import { buildI18n } from './i18n';

/** The generated component, read-only in the code editor, to copy or download as `<Name>.tsx`. */
export function CodeDialog({
  code,
  fileName,
  onClose,
}: {
  code?: string;
  fileName: string;
  onClose: () => void;
}) {
  const t = buildI18n.useT();
  const copy = async () => {
    await navigator.clipboard.writeText(code ?? '');
    feedback.success(t('copied'));
  };
  const download = async () => {
    // file-saver loads with the first download, not with the app.
    const { saveAs } = await import('file-saver');
    saveAs(new Blob([code ?? ''], { type: 'text/plain;charset=utf-8' }), fileName);
  };
  return (
    <Modal
      open={code !== undefined}
      title={t('codeTitle')}
      width={900}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button icon={<CopyOutlined />} onClick={() => void copy()}>
            {t('copyCode')}
          </Button>
          <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download()}>
            {t('download')}
          </Button>
        </Space>
      }
    >
      <CodeEditor
        value={code ?? ''}
        language="javascript"
        readOnly
        height={480}
        aria-label={t('codeTitle')}
      />
    </Modal>
  );
}
