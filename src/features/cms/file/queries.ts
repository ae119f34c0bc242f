import { useQuery } from '@tanstack/react-query';

import { fileApi, type FileAddBody, fileKeys, type FileOperateBody } from '@/api/cms/file';
import { resourceApi, resourceKeys } from '@/api/cms/resource';
import { configApi, configKeys } from '@/api/system/config';
import { dirParam } from '@/components/cms/file-picker';
import { useListMutation } from '@/components/list';

import { fileI18n } from './i18n';

/** Every FileController call checks this key (and the site's view right). */
export const fileAccess = { perm: 'cms:file:view' };

/** The file manager opened in a directory ("" = the root). */
export const fileManagerPath = (dir: string) =>
  dir ? `/configs/file?filePath=${encodeURIComponent(dirParam(dir))}` : '/configs/file';
export const fileEditorPath = (filePath: string) =>
  `/cms/file/editor?filePath=${encodeURIComponent(filePath)}`;

/**
 * What the upload accepts: config `AllowUploadFileType` (comma list of suffixes; empty or `*` = any)
 * and `ResourceUploadAcceptSize` (bytes; 0 = no limit).
 */
export function useFileUploadRules() {
  const types = useQuery({
    queryKey: configKeys.extra('value', 'AllowUploadFileType'),
    queryFn: () => configApi.valueOf('AllowUploadFileType'),
    staleTime: 60_000,
  });
  const size = useQuery({
    queryKey: resourceKeys.extra('acceptSize'),
    queryFn: resourceApi.acceptSize,
    staleTime: 60_000,
  });
  const accepts = (types.data ?? '')
    .split(',')
    .map((s) => s.trim().replace(/^\./, '').toLowerCase())
    .filter((s) => s && s !== '*');
  return { accepts, maxBytes: size.data ?? 0 };
}

/** The file manager's writes; each refreshes the listings and the directory tree. */
export function useFileMutations() {
  const t = fileI18n.useT();
  const add = useListMutation({
    mutationFn: (body: FileAddBody) => fileApi.add(body),
    invalidate: fileKeys.all,
  });
  const rename = useListMutation({
    mutationFn: (body: FileOperateBody) => fileApi.rename(body),
    invalidate: fileKeys.all,
    success: { text: t('saveSuccess') },
  });
  const remove = useListMutation({
    mutationFn: (filePaths: (string | number)[]) =>
      fileApi.remove(filePaths.map((filePath) => ({ filePath: String(filePath) }))),
    invalidate: fileKeys.all,
    success: 'delete',
  });
  return { add, rename, remove };
}
