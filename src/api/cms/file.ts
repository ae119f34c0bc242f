import { http } from '@/lib/http';

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

/**
 * FileController (docs/endpoints.md). A failure (e.g. no `cms:file:view`) is reported once by the client's policy for the listing (with the
 * server's detail) and stays visible inside the dialog; the tree loads quietly so it is not reported twice.
 */
export const fileApi = {
  directoryTree: () =>
    http.get<DirectoryTreeData>('/cms/file/directoryTreeData', undefined, { silent: true }),
  list: (filePath: string) => http.get<SiteFile[]>('/cms/file/list', { filePath }),
};

const keys = createQueryKeys('cms/file');

/** The site's files, per site (the server answers for the current site). */
export const fileKeys = {
  all: keys.all,
  tree: (siteId?: string) => keys.extra('tree', siteId),
  list: (filePath: string, siteId?: string) => keys.list({ filePath, siteId }),
};
