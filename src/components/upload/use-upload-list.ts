import type { UploadFile, UploadProps } from 'antd';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { feedback } from '@/lib/feedback';
import { API_BASE, uploadFile } from '@/lib/http';
import { isExternalLink } from '@/lib/utils';

import { checkFile, toNameList, type FileRules } from './rules';

export interface UploadListOptions extends FileRules {
  value?: string | readonly string[] | null;
  /** The stored names, comma-joined (the Vue components' v-model); called once a batch is done. */
  onChange?: (value: string) => void;
  /** Most files kept; default 5. */
  limit: number;
  /** Upload endpoint; default `/common/upload`. */
  url?: string;
}

/** Where the browser finds a stored file (`/profile/…` under the API prefix, or an absolute URL). */
export function fileUrl(name: string): string {
  return isExternalLink(name) ? name : API_BASE + name;
}

function baseName(name: string): string {
  return name.split('/').pop() ?? name;
}

/**
 * The upload list shared by the file and image uploaders: picked files are checked (type,
 * size, count including those still uploading), uploaded one by one through `uploadFile`, and the
 * value changes once, when every pending upload has finished; a failed upload leaves the list (the
 * HTTP client showed why).
 */
export function useUploadList(options: UploadListOptions) {
  const { t } = useTranslation('kit');
  const [pending, setPending] = useState<UploadFile[]>([]);
  const inFlight = useRef(0);
  const finished = useRef<string[]>([]);
  const names = toNameList(options.value);
  // The value when a batch finishes may be newer than the render that started it.
  const latest = useRef({ names, options });
  useLayoutEffect(() => {
    latest.current = { names, options };
  });

  const commit = () => {
    const { names: current, options: o } = latest.current;
    const added = finished.current;
    finished.current = [];
    if (added.length > 0) o.onChange?.([...current, ...added].join(','));
  };

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const problem = checkFile(file, options);
    if (problem?.kind === 'type') {
      feedback.error(t('upload.wrongType', { types: problem.types }));
      return false;
    }
    if (problem?.kind === 'size') {
      feedback.error(t('upload.sizeExceeded', { size: problem.sizeMb }));
      return false;
    }
    // Pending uploads count: five picks at once must not get past a limit of five.
    if (latest.current.names.length + inFlight.current >= options.limit) {
      feedback.error(t('upload.countExceeded', { limit: options.limit }));
      return false;
    }
    inFlight.current += 1;
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const raw = file as File & { uid: string };
    const entry: UploadFile = { uid: raw.uid, name: raw.name, status: 'uploading', percent: 0 };
    setPending((list) => [...list, entry]);
    const update = (patch: Partial<UploadFile>) =>
      setPending((list) => list.map((f) => (f.uid === entry.uid ? { ...f, ...patch } : f)));
    uploadFile(raw, { url: options.url, onProgress: (percent) => update({ percent }) })
      .then((result) => {
        finished.current.push(result.fileName);
      })
      .catch(() => undefined)
      .finally(() => {
        inFlight.current -= 1;
        setPending((list) => list.filter((f) => f.uid !== entry.uid));
        if (inFlight.current === 0) commit();
      });
  };

  const fileList: UploadFile[] = [
    ...names.map((name, i) => ({
      uid: `stored-${i}-${name}`,
      name: baseName(name),
      url: fileUrl(name),
      status: 'done' as const,
    })),
    ...pending,
  ];

  const onRemove = (file: UploadFile) => {
    const index = fileList.indexOf(file);
    if (index < 0 || index >= names.length) return false;
    options.onChange?.(names.filter((_, i) => i !== index).join(','));
    return true;
  };

  return { fileList, beforeUpload, customRequest, onRemove, pendingCount: pending.length };
}
