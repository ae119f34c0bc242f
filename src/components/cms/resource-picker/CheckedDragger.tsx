import { InboxOutlined } from '@ant-design/icons';
import { Upload } from 'antd';
import type { ReactNode } from 'react';

import { feedback } from '@/lib/feedback';

import { checkPick, displaySize } from './rules';

export interface CheckedDraggerProps<T> {
  /** Accepted suffixes (lower case, no dot); empty: any. */
  accepts: readonly string[];
  /** Bytes; 0: no limit. */
  maxBytes: number;
  /** Sends one file, reporting 0–100; rejects with the server's reason. */
  upload: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  onUploaded: (result: T, file: File) => void;
  /** The caller's translator for the refusal and failure toasts (each names the file). */
  t: (
    key: 'refusedType' | 'refusedSize' | 'uploadFailed',
    values: { name: string; size?: string; reason?: string },
  ) => string;
  /** The drop zone's text under the inbox icon. */
  children: ReactNode;
}

/**
 * Drag-and-drop (or click) of several files: each is checked against the suffixes and the size
 * limit and refused with its reason, or uploaded at once with its own progress bar.
 */
export function CheckedDragger<T>({
  accepts,
  maxBytes,
  upload,
  onUploaded,
  t,
  children,
}: CheckedDraggerProps<T>) {
  return (
    <Upload.Dragger
      multiple
      // No `accept`: rc-upload would drop other files silently, and each refusal must say why.
      beforeUpload={(file) => {
        const problem = checkPick(file, { accepts, maxBytes, limit: Infinity, count: 0 });
        if (!problem) return true;
        feedback.error(
          problem.kind === 'type'
            ? t('refusedType', { name: file.name })
            : t('refusedSize', { name: file.name, size: displaySize(maxBytes) }),
        );
        return Upload.LIST_IGNORE;
      }}
      customRequest={({ file, onProgress, onSuccess, onError }) => {
        const picked = file as File;
        upload(picked, (percent) => onProgress?.({ percent }))
          .then((result) => {
            onUploaded(result, picked);
            onSuccess?.(result);
          })
          .catch((error: unknown) => {
            const reason = error instanceof Error ? error.message : String(error);
            feedback.error(t('uploadFailed', { name: picked.name, reason }));
            onError?.(error instanceof Error ? error : new Error(reason));
          });
      }}
    >
      <p className="ant-upload-drag-icon">
        <InboxOutlined />
      </p>
      {children}
    </Upload.Dragger>
  );
}
