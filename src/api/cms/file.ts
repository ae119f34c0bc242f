import { http, postMultipart, type MultipartOptions } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** FileVO of `GET /cms/file/list`. */
export interface SiteFile {
  fileName: string;
  /** Relative to the resource root, e.g. "demo_pc/css/editor.css". */
  filePath: string;
  isDirectory: boolean;
  /** Display text ("2 KB"); absent for directories. */
  fileSize?: string | number;
  modifyTime?: string;
  canEdit?: boolean;
}

/** TreeNode of `GET /cms/file/directoryTreeData` (a directory; `id` is its path). */
export interface DirectoryNode {
  id: string;
  parentId?: string;
  label: string;
  root?: boolean;
  children?: DirectoryNode[];
}

export interface DirectoryTreeData {
  tree: DirectoryNode[];
  /** Absolute directory on the server the paths are relative to. */
  resourceRoot?: string;
}

/** Parameters of `GET /cms/file/list`: the directory ("/" = the resource root, else "dir/") and a name filter. */
export interface FileListQuery {
  filePath: string;
  fileName?: string;
}

/** FileAddDTO of `POST /cms/file/add`: a new file or directory in `dir`. */
export interface FileAddBody {
  dir: string;
  fileName: string;
  isDirectory: boolean;
}

/** FileOperateDTO of rename / read / edit / delete (each reads the fields it needs). */
export interface FileOperateBody {
  filePath: string;
  rename?: string;
  fileContent?: string;
}

const toAddBody = bodyPicker<FileAddBody>()(['dir', 'fileName', 'isDirectory']);
const toOperateBody = bodyPicker<FileOperateBody>()(['filePath', 'rename', 'fileContent']);

/**
 * FileController (docs/endpoints.md). A failure (e.g. no `cms:file:view`) is reported once by the client's policy for the listing (with the
 * server's detail) and stays visible inside the dialog; the tree loads quietly so it is not reported twice.
 */
export const fileApi = {
  directoryTree: () =>
    http.get<DirectoryTreeData>('/cms/file/directoryTreeData', undefined, { silent: true }),
  list: (query: FileListQuery) => http.get<SiteFile[]>('/cms/file/list', query),
  add: (body: FileAddBody) => http.post<void>('/cms/file/add', toAddBody(body)),
  /** `rename` is the new name inside the same directory. */
  rename: (body: FileOperateBody) => http.post<void>('/cms/file/rename', toOperateBody(body)),
  /** Multipart: the file and the directory it goes to (`dir`, as the listing names it). */
  upload: (file: File, dir: string, opts: MultipartOptions = {}) =>
    postMultipart<void>('/cms/file/upload', { file, dir }, opts),
  /** The text of an editable file (the backend reads the body's `filePath`). */
  read: (filePath: string) =>
    http.post<string>('/cms/file/read', toOperateBody({ filePath, fileContent: '' })),
  edit: (body: FileOperateBody) => http.post<void>('/cms/file/edit', toOperateBody(body)),
  /** Files and directories (with everything below them). */
  remove: (files: readonly FileOperateBody[]) =>
    http.post<void>(
      '/cms/file/delete',
      files.map((f) => toOperateBody(f)),
    ),
};

const keys = createQueryKeys('cms/file');

/** The site's files, per site (the server answers for the current site). */
export const fileKeys = {
  all: keys.all,
  tree: (siteId?: string) => keys.extra('tree', siteId),
  lists: keys.lists,
  list: (query: FileListQuery, siteId?: string) => keys.list({ ...query, siteId }),
  content: (filePath: string, siteId?: string) => keys.extra('content', filePath, siteId),
};
