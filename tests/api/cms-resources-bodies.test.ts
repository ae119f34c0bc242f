import { dynamicPageApi } from '@/api/cms/dynamic-page';
import { fileApi, type SiteFile } from '@/api/cms/file';
import { imageProcessApi } from '@/api/cms/image-process';
import { publishPipeApi } from '@/api/cms/publishpipe';
import { resourceApi } from '@/api/cms/resource';
import { templateApi } from '@/api/cms/template';
import { videoApi } from '@/api/cms/video';
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
  ImageCropDTO: ['resourceId', 'x', 'y', 'width', 'height'],
  ImageRotateDTO: ['resourceId', 'width', 'height', 'rotate', 'flipX', 'flipY'],
  CmsDynamicPage: [
    ...BASE_ENTITY,
    ...['pageId', 'siteId', 'name', 'code', 'description', 'path', 'initDataTypes', 'templates'],
  ],
  VideoScreenshotDTO: ['path', 'timestamp'],
};

/** An image of site 1 whose bytes the mock holds (listing the library stores them). */
const imageOfSite1 = async () => {
  const rows = (await resourceApi.list({ pageNum: 1, pageSize: 50, resourceType: 'image' })).rows;
  const image = rows[0];
  if (!image) throw new Error('no image');
  return image;
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
  {
    name: 'image crop (the tool holds the listed resource)',
    contract: CONTRACT.ImageCropDTO,
    method: 'POST',
    path: '/cms/process/image/crop',
    save: async () => imageProcessApi.crop({ ...(await imageOfSite1()), x: 0, y: 0, width: 64, height: 36 }),
  },
  {
    name: 'image rotate',
    contract: CONTRACT.ImageRotateDTO,
    method: 'POST',
    path: '/cms/process/image/rotate',
    save: async () =>
      imageProcessApi.rotate({
        ...(await imageOfSite1()),
        width: 640,
        rotate: 90,
        flipX: true,
        flipY: false,
      }),
  },
  {
    name: 'text watermark (a region: ImageCropDTO)',
    contract: CONTRACT.ImageCropDTO,
    method: 'POST',
    path: '/cms/process/image/image/textWatermark',
    save: async () =>
      imageProcessApi.textWatermark({ ...(await imageOfSite1()), x: 1, y: 1, width: 9, height: 9 }),
  },
  {
    name: 'image watermark (a region: ImageCropDTO)',
    contract: CONTRACT.ImageCropDTO,
    method: 'POST',
    path: '/cms/process/image/image/imageWatermark',
    save: async () =>
      imageProcessApi.imageWatermark({ ...(await imageOfSite1()), x: 1, y: 1, width: 9, height: 9 }),
  },
  {
    name: 'custom dynamic page add',
    contract: CONTRACT.CmsDynamicPage,
    method: 'POST',
    path: '/cms/dynamic_page',
    save: () =>
      dynamicPageApi.add({
        name: 'A',
        code: 'a',
        path: 'a/b',
        initDataTypes: ['Member'],
        templates: { pc: 'a.template.html' },
      }),
  },
  {
    name: 'custom dynamic page edit (the dialog holds the loaded page)',
    contract: CONTRACT.CmsDynamicPage,
    method: 'PUT',
    path: '/cms/dynamic_page',
    save: async () =>
      dynamicPageApi.update(held(await dynamicPageApi.get('6001'), { siteId: '1', createBy: 'admin' })),
  },
  {
    name: 'video screenshot (the item holds the whole video)',
    contract: CONTRACT.VideoScreenshotDTO,
    method: 'POST',
    path: '/cms/video/screenshot',
    save: () =>
      videoApi.screenshot({
        ...{ src: '/x.mp4', title: 'v' },
        path: 'resources/video/2026/11/a.mp4',
        timestamp: 3,
      }),
  },
];

describe('CMS resources request bodies', () => {
  beforeEach(() => setCurrentSiteId('1'));
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
