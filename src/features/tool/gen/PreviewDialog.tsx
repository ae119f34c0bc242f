import { CopyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Skeleton, Tabs } from 'antd';

import { genApi, genKeys } from '@/api/tool/gen';
import { CodeEditor, languageOfFile } from '@/components/code-editor';
import { feedback } from '@/lib/feedback';

import { genI18n } from './i18n';

/** `vm/java/domain.java.vm` → `domain.java` (the tab names of V1.5.5). */
export const templateFileName = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.vm$/, '');

/** "Code Preview": one tab per template with highlighted, read-only code and a copy link. */
export function PreviewDialog({ tableId, onClose }: { tableId?: string; onClose: () => void }) {
  const t = genI18n.useT();
  const preview = useQuery({
    queryKey: genKeys.extra('preview', tableId),
    queryFn: () => genApi.preview(tableId ?? ''),
    enabled: !!tableId,
  });
  const copy = async (code: string) => {
    await navigator.clipboard.writeText(code);
    feedback.success(t('copied'));
  };
  const entries = Object.entries(preview.data ?? {});
  return (
    <Modal
      open={!!tableId}
      title={t('previewTitle')}
      width="80%"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {preview.isLoading ? (
        <Skeleton active />
      ) : (
        <Tabs
          defaultActiveKey={entries.find(([path]) => templateFileName(path) === 'domain.java')?.[0]}
          items={entries.map(([path, code]) => ({
            key: path,
            label: templateFileName(path),
            children: (
              <>
                <Button
                  type="link"
                  icon={<CopyOutlined />}
                  onClick={() => void copy(code)}
                  style={{ float: 'right' }}
                >
                  {t('copy')}
                </Button>
                <CodeEditor
                  value={code}
                  readOnly
                  language={languageOfFile(templateFileName(path))}
                  height="60vh"
                  aria-label={templateFileName(path)}
                />
              </>
            ),
          }))}
        />
      )}
    </Modal>
  );
}
