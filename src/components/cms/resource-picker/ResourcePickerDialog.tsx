import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Modal, Tabs } from 'antd';
import { Suspense, useRef, useState } from 'react';

import { resourceApi, resourceKeys } from '@/api/cms/resource';
import { feedback } from '@/lib/feedback';

import { resourcePickerI18n } from './i18n';
import { LibraryGrid } from './LibraryGrid';
import { acceptedSuffixes, checkPick, displaySize, isValidRemoteLink, remotePicked } from './rules';
import { toPicked, type CmsResource, type PickedResource, type ResourceKind } from './types';
import { uploadBatch } from './upload-batch';
import { UploadPanel, type PendingFile, type UploadSource } from './UploadPanel';

export interface ResourcePickerDialogProps {
  open: boolean;
  /** Which resources are offered and accepted for upload; every type when not given. */
  resourceType?: ResourceKind;
  multiple?: boolean;
  /** Most files one upload may hold; default 20 when `multiple`, else 1. */
  limit?: number;
  /** Offer the "Remote Link" source; default true. */
  enableRemote?: boolean;
  onOk: (picked: PickedResource[]) => void;
  onCancel: () => void;
}

/**
 * The material library dialog: upload files (or give a remote link) or pick from the
 * site's library. Everything resets when it closes (the body unmounts).
 */
export function ResourcePickerDialog(props: ResourcePickerDialogProps) {
  if (!props.open) return null;
  // Its strings load with the first opening; meanwhile nothing shows (never the page's fallback).
  return (
    <Suspense fallback={null}>
      <PickerModal {...props} />
    </Suspense>
  );
}

function useUploadRules(resourceType: ResourceKind | undefined) {
  const types = useQuery({
    queryKey: resourceKeys.extra('types'),
    queryFn: resourceApi.types,
    staleTime: 60_000,
  });
  const size = useQuery({
    queryKey: resourceKeys.extra('acceptSize'),
    queryFn: resourceApi.acceptSize,
    staleTime: 60_000,
  });
  return { accepts: acceptedSuffixes(types.data ?? [], resourceType), maxBytes: size.data ?? 0 };
}

function PickerModal({
  resourceType,
  multiple = false,
  limit = multiple ? 20 : 1,
  enableRemote = true,
  onOk,
  onCancel,
}: ResourcePickerDialogProps) {
  const t = resourcePickerI18n.useT();
  const queryClient = useQueryClient();
  const rules = useUploadRules(resourceType);
  const [tab, setTab] = useState<'upload' | 'library'>('upload');
  const [source, setSource] = useState<UploadSource>('local');
  const [files, setFiles] = useState<PendingFile[]>([]);
  // beforeUpload runs once per file of a multi-pick before React re-renders: count synchronously.
  const fileCount = useRef(0);
  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string>();
  const [selected, setSelected] = useState<CmsResource[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const host = window.location.host;

  const replaceFiles = (next: PendingFile[]) => {
    fileCount.current = next.length;
    setFiles(next);
  };

  const pick = (file: File) => {
    const problem = checkPick(file, { ...rules, limit, count: fileCount.current });
    if (problem?.kind === 'type') feedback.error(t('wrongType', { accept: rules.accepts.join(', ') }));
    else if (problem?.kind === 'size')
      feedback.error(t('sizeExceeded', { size: displaySize(rules.maxBytes) }));
    else if (problem?.kind === 'count') feedback.error(t('countExceeded', { limit }));
    if (problem) return;
    fileCount.current += 1;
    const uid = (file as File & { uid?: string }).uid ?? `${Date.now()}-${fileCount.current}`;
    setFiles((list) => [...list, { uid, file }]);
  };

  const remove = (uid: string) => replaceFiles(files.filter((f) => f.uid !== uid));

  const uploadAll = async () => {
    if (files.length === 0) {
      feedback.warning(t('chooseFirst'));
      return;
    }
    setProgress({ done: 0, total: files.length });
    const result = await uploadBatch(
      files,
      (file) => resourceApi.upload(file),
      (done) => setProgress({ done, total: files.length }),
    );
    setProgress(undefined);
    if (result.uploaded.length > 0) void queryClient.invalidateQueries({ queryKey: resourceKeys.all });
    if (result.failed.length > 0) {
      feedback.error(
        t('uploadFailed', {
          count: result.failed.length,
          files: result.failed.map((f) => `${f.name} (${f.reason})`).join('; '),
        }),
      );
      // The failed ones stay listed with their reason; the uploaded ones leave the list.
      replaceFiles(
        result.failed.map((f) => ({
          uid: f.uid,
          file: files.find((p) => p.uid === f.uid)?.file ?? new File([], f.name),
          error: f.reason,
        })),
      );
    }
    if (result.uploaded.length > 0) onOk(result.uploaded.map((u) => toPicked(u.resource)));
  };

  const confirm = async () => {
    if (tab === 'library') {
      if (selected.length === 0) feedback.warning(t('selectFirst'));
      else onOk(selected.map(toPicked));
      return;
    }
    if (source === 'remote') {
      if (!isValidRemoteLink(link, host)) setLinkError(t('linkInvalid', { host }));
      else onOk([remotePicked(link)]);
      return;
    }
    await uploadAll();
  };

  return (
    <Modal
      open
      title={t('title')}
      width={1010}
      onOk={() => void confirm()}
      onCancel={onCancel}
      okText={progress ? t('uploading', progress) : undefined}
      confirmLoading={Boolean(progress)}
      maskClosable={false}
      className="cms-resource-picker"
    >
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as 'upload' | 'library')}
        items={[
          {
            key: 'upload',
            label: t('tabUpload'),
            children: (
              <UploadPanel
                source={source}
                onSourceChange={setSource}
                enableRemote={enableRemote}
                files={files}
                onPick={pick}
                onRemove={remove}
                accepts={rules.accepts}
                maxBytes={rules.maxBytes}
                multiple={limit > 1}
                link={link}
                onLinkChange={(value) => {
                  setLink(value);
                  setLinkError(undefined);
                }}
                linkError={linkError}
                busy={Boolean(progress)}
              />
            ),
          },
          {
            key: 'library',
            label: t('tabLibrary'),
            // Loaded on the first visit only (antd renders an inactive pane lazily).
            children: (
              <LibraryGrid
                resourceType={resourceType}
                multiple={multiple}
                selected={selected}
                onSelectedChange={setSelected}
              />
            ),
          },
        ]}
      />
    </Modal>
  );
}
