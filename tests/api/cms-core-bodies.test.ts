import { catalogApi } from '@/api/cms/catalog';
import { contentApi } from '@/api/cms/content';
import { permApi } from '@/api/cms/perms';
import { siteApi, sitePropertyApi } from '@/api/cms/site';
import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../msw-server';
import { BASE_ENTITY, expectContractBody, held, type SaveCase } from './body-capture';

/**
 * The CMS core's body classes, written from the backend contract's body column (docs/endpoints.md).
 * Page widgets are checked with the operations screens.
 */
const PIPE = ['pipeCode', 'pipeName', 'props'];
const SITE_DTO = [
  ...['siteId', 'name', 'description', 'logo', 'logoSrc', 'path', 'url', 'resourceUrl', 'staticSuffix'],
  ...['deptCode', 'seoKeywords', 'seoDescription', 'seoTitle', 'configProps', 'publishPipeDatas', 'params'],
];
const SITE_PROPERTY = [...BASE_ENTITY, 'propertyId', 'siteId', 'propName', 'propCode', 'propValue'];
const CATALOG_ADD_DTO = ['siteId', 'parentId', 'name', 'alias', 'path', 'catalogType'];
const CATALOG_UPDATE_DTO = [
  ...['catalogId', 'name', 'logo', 'alias', 'path', 'description', 'staticFlag', 'tagIgnore', 'catalogType'],
  ...['redirectUrl', 'detailNameRule', 'seoKeywords', 'seoDescription', 'seoTitle', 'publishPipeDatas'],
  'params',
];
const CONTENT_DTO = [
  ...['opType', 'contentId', 'catalogId', 'contentType', 'title', 'subTitle', 'shortTitle', 'titleStyle'],
  ...['logo', 'logoSrc', 'images', 'imagesSrc', 'link', 'source', 'sourceUrl', 'original', 'author'],
  ...['editor', 'summary', 'linkFlag', 'redirectUrl', 'topFlag', 'attributes', 'keywords', 'tags'],
  ...['publishDate', 'offlineDate', 'likeCount', 'commentCount', 'favoriteCount', 'viewCount'],
  ...['publishPipe', 'template', 'staticPath', 'remark', 'createTime', 'publishPipeProps'],
  ...['catalogConfigProps', 'params', 'status', 'seoTitle', 'seoKeywords', 'seoDescription'],
  ...['prop1', 'prop2', 'prop3', 'prop4'],
];
const ARTICLE_DTO = [...CONTENT_DTO, 'contentHtml', 'downloadRemoteImage', 'pageTitles', 'format'];
const IMAGE_ALBUM_DTO = [...CONTENT_DTO, 'imageList'];

/** What the editors hold beside the DTO: labels, lock state, the VO's own extras. */
const READ_ONLY = {
  enable: true,
  createBy: undefined,
  catalogName: '新闻',
  subTitleLabel: 'Sub',
  isLock: 'N',
  lockUser: '',
  copyType: 0,
  visibleFlag: 'Y',
  parentName: 'x',
  childCount: 3,
};

const firstCatalog = () => mockDb().tables.catalogs.find((c) => c.siteId === '1' && c.parentId !== '0');
const catalogId = () => firstCatalog()?.catalogId ?? '';
const contentOf = (type: string) =>
  mockDb().tables.contents.find((c) => c.siteId === '1' && c.contentType === type && c.status !== '30');

const cases: SaveCase[] = [
  {
    name: 'site add (the dialog used to send parentId)',
    contract: SITE_DTO,
    method: 'POST',
    path: '/cms/site',
    save: () => siteApi.add(held({ name: '新站', path: 'newsite' }, { parentId: '0', ...READ_ONLY })),
  },
  {
    name: 'site edit (the loaded SiteDTO)',
    contract: SITE_DTO,
    method: 'PUT',
    path: '/cms/site',
    save: async () => siteApi.update(held(await siteApi.get('1'), READ_ONLY)),
  },
  {
    name: 'site publish',
    contract: ['siteId', 'publishIndex', 'contentStatus'],
    method: 'POST',
    path: '/cms/site/publish',
    save: () => siteApi.publish(held({ siteId: '1', publishIndex: true }, READ_ONLY)),
  },
  {
    name: 'site default templates',
    contract: ['siteId', 'toCatalogIds', 'publishPipeProps'],
    method: 'POST',
    path: '/cms/site/default_template',
    save: async () => siteApi.saveDefaultTemplates(held(await siteApi.getDefaultTemplates('1'), READ_ONLY)),
  },
  {
    name: 'site default templates: each pipe',
    contract: PIPE,
    method: 'POST',
    path: '/cms/site/default_template',
    save: async () => siteApi.saveDefaultTemplates(await siteApi.getDefaultTemplates('1')),
    part: (body) => (body as { publishPipeProps: unknown[] }).publishPipeProps,
  },
  {
    name: 'site property add',
    contract: SITE_PROPERTY,
    method: 'POST',
    path: '/cms/site/prop',
    save: () =>
      sitePropertyApi.add(
        held({ siteId: '1', propName: 'QA', propCode: 'qa_prop', propValue: '1' }, READ_ONLY),
      ),
  },
  {
    name: 'site property edit',
    contract: SITE_PROPERTY,
    method: 'PUT',
    path: '/cms/site/prop',
    save: async () => {
      const [row] = (await sitePropertyApi.list({ siteId: '1', pageNum: 1, pageSize: 1 })).rows;
      return sitePropertyApi.update(held(row, READ_ONLY));
    },
  },
  {
    name: 'site permissions of a role',
    contract: ['ownerType', 'owner', 'perms'],
    method: 'PUT',
    path: '/cms/perms/site',
    save: async () => {
      const owner = { ownerType: 'Role' as const, owner: '2' };
      return permApi.saveSite(held(owner, { ownerName: '普通角色' }), (await permApi.site(owner)).sitePrivs);
    },
  },
  {
    name: 'catalog add',
    contract: CATALOG_ADD_DTO,
    method: 'POST',
    path: '/cms/catalog',
    save: () =>
      catalogApi.add(
        held({ parentId: '0', name: '质检', alias: 'qa', path: 'qa/', catalogType: 'common' }, READ_ONLY),
      ),
  },
  {
    name: 'catalog batch add',
    contract: ['siteId', 'parentId', 'catalogs'],
    method: 'POST',
    path: '/cms/catalog/batchAdd',
    save: () => catalogApi.batchAdd(held({ parentId: '0', catalogs: '质检一\n质检二' }, READ_ONLY)),
  },
  {
    name: 'catalog edit (the loaded CatalogVO)',
    contract: CATALOG_UPDATE_DTO,
    method: 'PUT',
    path: '/cms/catalog',
    save: async () => catalogApi.update(held(await catalogApi.get(catalogId()), READ_ONLY)),
  },
  {
    name: 'catalog publish',
    contract: ['catalogId', 'publishChild', 'publishDetail', 'publishStatus'],
    method: 'POST',
    path: '/cms/catalog/publish',
    save: () =>
      catalogApi.publish(
        held(
          { catalogId: catalogId(), publishChild: false, publishDetail: false, publishStatus: '-1' },
          READ_ONLY,
        ),
      ),
  },
  {
    name: 'catalog config props to children',
    contract: ['catalogId', 'toCatalogIds', 'allExtends', 'configPropKeys'],
    method: 'PUT',
    path: '/cms/catalog/apply_children/config_props',
    save: () => catalogApi.applyConfigProps(held({ catalogId: catalogId(), allExtends: true }, READ_ONLY)),
  },
  {
    name: 'catalog publish pipe templates to children',
    contract: ['catalogId', 'publishPipeCode', 'publishPipePropKeys'],
    method: 'PUT',
    path: '/cms/catalog/apply_children/publish_pipe',
    save: () =>
      catalogApi.applyPublishPipe(
        held({ catalogId: catalogId(), publishPipeCode: 'pc', publishPipePropKeys: ['template'] }, READ_ONLY),
      ),
  },
  {
    name: 'catalog permissions of a role',
    contract: ['ownerType', 'owner', 'siteId', 'perms'],
    method: 'PUT',
    path: '/cms/perms/catalog',
    save: async () => {
      const owner = { ownerType: 'Role' as const, owner: '2' };
      const { catalogPrivs } = await permApi.catalog(owner, '1');
      return permApi.saveCatalog(held(owner, { ownerName: '普通角色' }), '1', catalogPrivs);
    },
  },
  {
    name: 'article add (the init VO of a new article, as the editor holds it)',
    contract: ARTICLE_DTO,
    method: 'POST',
    path: '/cms/content',
    save: async () => {
      const vo = await contentApi.init(catalogId(), 'article', '0');
      return contentApi.add('article', held({ ...vo, title: '质检', contentHtml: '<p>x</p>' }, READ_ONLY));
    },
  },
  {
    name: 'article edit',
    contract: ARTICLE_DTO,
    method: 'PUT',
    path: '/cms/content',
    save: async () => {
      const row = contentOf('article');
      const vo = await contentApi.init(row?.catalogId ?? '', 'article', row?.contentId ?? '');
      return contentApi.update('article', held({ ...vo, opType: 'UPDATE' }, READ_ONLY));
    },
  },
  {
    name: 'image album edit',
    contract: IMAGE_ALBUM_DTO,
    method: 'PUT',
    path: '/cms/content',
    save: async () => {
      const row = contentOf('image');
      const vo = await contentApi.init(row?.catalogId ?? '', 'image', row?.contentId ?? '');
      return contentApi.update('image', held({ ...vo, opType: 'UPDATE' }, READ_ONLY));
    },
  },
  {
    name: 'content set top',
    contract: ['contentIds', 'topEndTime'],
    method: 'POST',
    path: '/cms/content/set_top',
    save: () => contentApi.setTop([contentOf('article')?.contentId ?? ''], '2099-01-01 00:00:00'),
  },
  {
    name: 'content copy',
    contract: ['copyType', 'contentIds', 'catalogIds'],
    method: 'POST',
    path: '/cms/content/copy',
    save: () => contentApi.copy([contentOf('article')?.contentId ?? ''], [catalogId()], 2),
  },
  {
    name: 'content move',
    contract: ['contentIds', 'catalogId'],
    method: 'POST',
    path: '/cms/content/move',
    save: () =>
      contentApi.move([contentOf('article')?.contentId ?? ''], contentOf('article')?.catalogId ?? ''),
  },
  {
    name: 'content attribute',
    contract: ['contentIds', 'attr'],
    method: 'POST',
    path: '/cms/content/attr',
    save: () => contentApi.addAttr([contentOf('article')?.contentId ?? ''], 'hot'),
  },
  {
    name: 'content publish',
    contract: ['contentIds'],
    method: 'POST',
    path: '/cms/content/publish',
    save: () => contentApi.publish([contentOf('article')?.contentId ?? '']),
  },
];

describe('CMS core request bodies', () => {
  beforeEach(() => setCurrentSiteId('1'));
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
