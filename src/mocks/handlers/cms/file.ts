/**
 * Site files (FileController): the directory tree and listing the file manager and file pickers browse,
 * and the add / rename / upload / read / edit / delete operations. Every call needs `cms:file:view`
 * and `Site:View` of the `CurrentSite` header; paths stay inside the current site's directories.
 */
import type { HttpHandler } from 'msw';

import { requireHeaderSiteView } from './cms-perms';
import { requireAcceptSize } from './resource-files';
import type { Call, MockContext } from '../../core/context';
import { ok, fail } from '../../core/envelope';
import { MockReply } from '../../core/reply';
import type { CmsSite, CmsSiteFile } from '../../db';
import { auditedRoutes } from '../../services/audit-routes';
import {
  childrenOf,
  findFile,
  isEditable,
  isWithin,
  nameOf,
  parentOf,
  RESOURCE_ROOT,
  resolveSitePath,
  resolveWritablePath,
  suffixOf,
} from '../../services/site-files';
import { currentSite } from '../../services/sites';
import type { TreeNode as BaseTreeNode } from '../../services/tree';
import { displaySize } from '../common/file';

const PERM = { perm: 'cms:file:view' };

/** FileOperateDTO */
interface FileOperateBody {
  filePath?: string;
  rename?: string;
  fileContent?: string;
}

/** FileAddDTO */
interface FileAddBody {
  dir?: string;
  fileName?: string;
  isDirectory?: boolean;
}

/** The select-tree node, with `children` left out when empty (the backend's NON_NULL). */
type TreeNode = Omit<BaseTreeNode, 'children'> & { children?: TreeNode[] };

/** The site after the permission checks every FileController method starts with. */
function siteOf(c: Call): CmsSite {
  requireHeaderSiteView(c);
  return currentSite(c);
}

/** FileVO; `fileSize` is the display text (FileUtils.byteCountToDisplaySize), absent for directories. */
function toVO(file: CmsSiteFile) {
  return {
    fileName: nameOf(file.path),
    filePath: file.path,
    isDirectory: file.isDirectory,
    fileSize: file.isDirectory ? undefined : displaySize(file.fileSize),
    modifyTime: file.modifyTime,
    canEdit: !file.isDirectory && isEditable(file.path),
  };
}

function treeOf(c: Call, site: CmsSite, dir: string, parentId: string): TreeNode[] {
  return childrenOf(c, site, dir)
    .filter((f) => f.isDirectory)
    .map((f) => {
      const children = treeOf(c, site, f.path, f.path);
      return {
        id: f.path,
        parentId,
        label: nameOf(f.path),
        root: dir === '',
        disabled: false,
        new: false,
        defaultExpanded: false,
        checked: false,
        // omitted when empty, as the backend's NON_NULL TreeNode
        ...(children.length > 0 ? { children } : {}),
      };
    });
}

function requireExisting(c: Call, site: CmsSite, path: string): CmsSiteFile {
  const file = findFile(c, site, path);
  if (!file) return c.error('ERRCODE.CMS.CONTENTCORE.FILE_NOT_EXIST');
  return file;
}

function requireEditable(c: Call, site: CmsSite, raw: string | undefined): CmsSiteFile {
  c.validate((v) => [v.notNull(raw)]);
  const file = requireExisting(c, site, resolveWritablePath(c, site, raw ?? ''));
  if (file.isDirectory || !isEditable(file.path)) c.error('ERRCODE.CMS.CONTENTCORE.NOT_EDITABLE_FILE');
  return file;
}

/** A new row in an existing directory of the site; refuses names with separators or an existing path. */
function createIn(c: Call, site: CmsSite, dirRaw: string, name: string, isDirectory: boolean): CmsSiteFile {
  const dir = resolveSitePath(c, site, dirRaw);
  if (dir === '' || name.includes('/') || name.includes('\\') || name === '.' || name === '..')
    c.error('ERRCODE.CMS.CONTENTCORE.SITE_FILE_OP_ERR');
  const parent = requireExisting(c, site, dir);
  if (!parent.isDirectory) c.error('ERRCODE.CMS.CONTENTCORE.FILE_NOT_EXIST');
  const path = `${dir}/${name}`;
  if (findFile(c, site, path)) c.error('ERRCODE.CMS.CONTENTCORE.FILE_ALREADY_EXISTS');
  const row: CmsSiteFile = {
    siteId: site.siteId,
    path,
    isDirectory,
    fileSize: 0,
    modifyTime: c.db.nowString(),
    ...(isDirectory ? {} : { content: '' }),
  };
  c.db.tables.siteFiles.push(row);
  return row;
}

export function siteFileHandlers(ctx: MockContext): HttpHandler[] {
  const route = auditedRoutes(ctx, { title: '文件管理', controller: 'FileController' });
  return [
    route.get('/cms/file/list', PERM, (c) => {
      const site = siteOf(c);
      const filePath = c.query.get('filePath');
      if (filePath === null)
        throw new MockReply(
          fail("Required request parameter 'filePath' for method parameter type String is not present"),
        );
      c.validate((v) => [v.notEmpty(filePath)]);
      const dir = resolveSitePath(c, site, filePath);
      if (dir !== '' && !findFile(c, site, dir)?.isDirectory)
        c.error('ERRCODE.CMS.CONTENTCORE.FILE_NOT_EXIST');
      const name = (c.query.get('fileName') ?? '').trim().toLowerCase();
      return ok(
        childrenOf(c, site, dir)
          .filter((f) => !name || nameOf(f.path).toLowerCase().includes(name))
          .map(toVO),
      );
    }),
    route.get('/cms/file/directoryTreeData', PERM, (c) => {
      const site = siteOf(c);
      return ok({ tree: treeOf(c, site, '', ''), resourceRoot: RESOURCE_ROOT });
    }),
    route.post('/cms/file/add', { ...PERM, log: { fn: 'addFile' } }, async (c) => {
      const site = siteOf(c);
      const body = await c.body<FileAddBody>();
      c.validate((v) => [v.notEmpty(body.dir), v.notEmpty(body.fileName), v.notNull(body.isDirectory)]);
      createIn(c, site, body.dir ?? '', (body.fileName ?? '').trim(), body.isDirectory === true);
    }),
    route.post('/cms/file/upload', { ...PERM, log: { fn: 'uploadFile', saveArgs: false } }, async (c) => {
      const site = siteOf(c);
      const form = await c.form();
      const file = form.get('file');
      const dir = form.get('dir');
      if (file === null || typeof file === 'string')
        throw new MockReply(fail("Required request part 'file' is not present"));
      c.validate((v) => [v.notEmpty(typeof dir === 'string' ? dir : '')]);
      if (file.size === 0) c.error('ERR.COMMON.UPLOAD_FILE_EMPTY');
      const allowed = (c.db.config('AllowUploadFileType') ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter((s) => s && s !== '*');
      const suffix = suffixOf(file.name);
      if (allowed.length > 0 && !allowed.includes(suffix))
        c.error('ERRCODE.CMS.CONTENTCORE.NOT_ALLOW_FILE_TYPE', suffix || file.name);
      requireAcceptSize(c, file.size);
      const row = createIn(c, site, String(dir), file.name, false);
      row.fileSize = file.size;
      if (isEditable(row.path)) row.content = await file.text();
      else delete row.content;
    }),
    route.post('/cms/file/rename', { ...PERM, log: { fn: 'renameFile', type: 'UPDATE' } }, async (c) => {
      const site = siteOf(c);
      const body = await c.body<FileOperateBody>();
      c.validate((v) => [v.notNull(body.filePath)]);
      const from = resolveWritablePath(c, site, body.filePath ?? '');
      requireExisting(c, site, from);
      const rename = (body.rename ?? '').trim();
      if (!rename || /[\\/]/.test(rename) || rename === '.' || rename === '..')
        c.error('ERRCODE.CMS.CONTENTCORE.SITE_FILE_OP_ERR');
      const to = `${parentOf(from)}/${rename}`;
      if (to === from) return;
      if (findFile(c, site, to)) c.error('ERRCODE.CMS.CONTENTCORE.FILE_ALREADY_EXISTS');
      for (const f of c.db.tables.siteFiles) {
        if (f.siteId !== site.siteId || !isWithin(f.path, from)) continue;
        f.path = to + f.path.slice(from.length);
        f.modifyTime = c.db.nowString();
      }
    }),
    route.post('/cms/file/read', { ...PERM, log: false }, async (c) => {
      const site = siteOf(c);
      const body = await c.body<FileOperateBody>();
      return ok(requireEditable(c, site, body.filePath).content ?? '');
    }),
    route.post('/cms/file/edit', { ...PERM, log: { fn: 'editFile', type: 'UPDATE' } }, async (c) => {
      const site = siteOf(c);
      const body = await c.body<FileOperateBody>();
      const file = requireEditable(c, site, body.filePath);
      file.content = body.fileContent ?? '';
      file.fileSize = new TextEncoder().encode(file.content).length;
      file.modifyTime = c.db.nowString();
    }),
    route.post('/cms/file/delete', { ...PERM, log: { fn: 'deleteFile', type: 'DELETE' } }, async (c) => {
      const site = siteOf(c);
      const body = await c.body<unknown>();
      const items = Array.isArray(body) ? (body as FileOperateBody[]) : [];
      c.validate((v) => [v.notEmpty(items)]);
      const paths = items.map((item) => {
        c.validate((v) => [v.notNull(item.filePath)]);
        return resolveWritablePath(c, site, item.filePath ?? '');
      });
      for (const path of paths) requireExisting(c, site, path);
      c.db.tables.siteFiles = c.db.tables.siteFiles.filter(
        (f) => f.siteId !== site.siteId || !paths.some((p) => isWithin(f.path, p)),
      );
    }),
  ];
}
