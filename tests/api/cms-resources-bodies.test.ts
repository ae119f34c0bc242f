import { fileApi, type SiteFile } from '@/api/cms/file';
import { publishPipeApi } from '@/api/cms/publishpipe';
import { templateApi } from '@/api/cms/template';
import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../msw-server';
import { BASE_ENTITY, expectContractBody, held, type SaveCase } from './body-capture';

/** Body classes of the resource, publish pipe, template and file controllers (docs/endpoints.md). */
const CONTRACT = {
  // POST|PUT /cms/publishpipe: CmsPublishPipe(<BaseEntity>, …)
  CmsPublishPipe: [...BASE_ENTITY, 'publishpipeId', 'siteId', 'name', 'code', 'state', 'sort'],
  TemplateAddDTO: ['siteId', 'publishPipeCode', 'path', 'remark'],
  TemplateRenameDTO: ['templateId', 'path', 'remark'],
  TemplateUpdateDTO: ['templateId', 'content', 'remark'],
  FileAddDTO: ['dir', 'fileName', 'isDirectory'],
  FileOperateDTO: ['filePath', 'rename', 'fileContent'],
};

/** A row of the file manager's listing (what its rename and delete actions hold). */
const cssFile = async (name: string): Promise<SiteFile> => {
  const row = (await fileApi.list({ filePath: 'demo_pc/css/' })).find((f) => f.fileName === name);
  if (!row) throw new Error(`no ${name}`);
  return row;
};

const templateOfSite1 = () => {
  const template = mockDb().tables.templates.find(
    (t) => t.siteId === '1' && t.path === 'index.template.html',
  );
  if (!template) throw new Error('no index template');
  return template.templateId;
};

/** What the template editor and rename dialog hold: the loaded template with its file facts. */
const TEMPLATE_READ_ONLY = { filesize: 10, modifyTime: 0, siteId: '1', publishPipeCode: 'pc' };

const pipeOfSite1 = () => {
  const pipe = mockDb().tables.publishPipes.find((p) => p.siteId === '1' && p.code === 'pc');
  if (!pipe) throw new Error('no pc pipe');
  return pipe.publishpipeId;
};

const cases: SaveCase[] = [
  {
    name: 'publish pipe add',
    contract: CONTRACT.CmsPublishPipe,
    method: 'POST',
    path: '/cms/publishpipe',
    save: () => publishPipeApi.add({ name: 'App', code: 'app', state: '0', sort: 3 }),
  },
  {
    name: 'publish pipe edit (the loaded pipe carries enable)',
    contract: CONTRACT.CmsPublishPipe,
    method: 'PUT',
    path: '/cms/publishpipe',
    save: async () => publishPipeApi.update(held(await publishPipeApi.get(pipeOfSite1()), { enable: true })),
  },
  {
    name: 'template add',
    contract: CONTRACT.TemplateAddDTO,
    method: 'POST',
    path: '/cms/template',
    save: () => templateApi.add({ publishPipeCode: 'pc', path: 'topic.template.html', remark: 'x' }),
  },
  {
    name: 'template rename (the dialog holds the loaded template)',
    contract: CONTRACT.TemplateRenameDTO,
    method: 'POST',
    path: '/cms/template/rename',
    save: async () =>
      templateApi.rename(
        held(
          { ...(await templateApi.get(templateOfSite1())), path: 'home.template.html' },
          TEMPLATE_READ_ONLY,
        ),
      ),
  },
  {
    name: 'template save (the editor holds the loaded template)',
    contract: CONTRACT.TemplateUpdateDTO,
    method: 'PUT',
    path: '/cms/template',
    save: async () => templateApi.update(held(await templateApi.get(templateOfSite1()), TEMPLATE_READ_ONLY)),
  },
  {
    name: 'file add',
    contract: CONTRACT.FileAddDTO,
    method: 'POST',
    path: '/cms/file/add',
    save: () => fileApi.add({ dir: 'demo_pc/css/', fileName: 'print.css', isDirectory: false }),
  },
  {
    name: 'file rename (the dialog holds the listed row)',
    contract: CONTRACT.FileOperateDTO,
    method: 'POST',
    path: '/cms/file/rename',
    save: async () => fileApi.rename({ ...(await cssFile('main.css')), rename: 'site.css' }),
  },
  {
    name: 'file read',
    contract: CONTRACT.FileOperateDTO,
    method: 'POST',
    path: '/cms/file/read',
    save: () => fileApi.read('demo_pc/css/editor.css'),
  },
  {
    name: 'file save',
    contract: CONTRACT.FileOperateDTO,
    method: 'POST',
    path: '/cms/file/edit',
    save: () => fileApi.edit({ filePath: 'demo_pc/css/editor.css', fileContent: 'body{}' }),
  },
  {
    name: 'file delete (the listed rows)',
    contract: CONTRACT.FileOperateDTO,
    method: 'POST',
    path: '/cms/file/delete',
    save: async () => fileApi.remove([await cssFile('main.css')]),
  },
];

describe('CMS resources request bodies', () => {
  beforeEach(() => setCurrentSiteId('1'));
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
