/**
 * Seeded extension models and their stored values: for site 1 a site model, a
 * catalog model and the content model "项目信息" (one field of every control type), and "产品参数" on
 * the custom table cms_exd_product (every validation kind; some columns still free); for site 2 a small
 * site model that site 2's `SiteExtendModel` points at. The catalog "工程咨询" (alias gczx) gets
 * `CatalogExtendModel` / `ContentExtendModel`. The custom forms' models (owner `CmsCustomForm`, model
 * id = form id) come from ./cms-customform-seed. Fixed ids ('9001'…) so the generated seed ids stay as
 * they were.
 */
import { customFormModels } from './cms-customform-seed';
import type {
  CmsCatalog,
  CmsContent,
  CmsResource,
  CmsXModel,
  CmsXModelData,
  CmsXModelField,
} from './cms-types';
import { base, fields, notEmpty, PRODUCT_FIELDS, text } from './xmodel-seed-helpers';

export interface XModelSeed {
  xmodels: CmsXModel[];
  xmodelFields: CmsXModelField[];
  xmodelData: CmsXModelData[];
}

/** Model ids the rest of the seed refers to. */
export const SEEDED_XMODELS = {
  site1: '9001',
  catalog: '9002',
  content: '9003',
  site2: '9004',
  product: '9005',
} as const;

/** The catalog whose catalogs/contents carry the catalog and content models. */
export const XMODEL_CATALOG_ALIAS = 'gczx';

function model(
  modelId: string,
  siteId: string,
  name: string,
  code: string,
  tableName = 'cms_exd_default',
): CmsXModel {
  return {
    ...base,
    modelId,
    ownerType: 'CmsExtend',
    ownerId: siteId,
    name,
    code,
    tableName,
    isDefaultTable: tableName === 'cms_exd_default',
  };
}

export function seedXModels(
  catalogs: CmsCatalog[],
  contents: CmsContent[],
  resources: CmsResource[],
): XModelSeed {
  const { site1, catalog, content, site2, product } = SEEDED_XMODELS;
  const forms = customFormModels();
  const xmodels = [
    model(site1, '1', '站点扩展信息', 'site_info'),
    model(catalog, '1', '栏目扩展信息', 'catalog_info'),
    model(content, '1', '项目信息', 'project_info'),
    model(site2, '2', 'Site Info', 'site_info'),
    model(product, '1', '产品参数', 'product_spec', 'cms_exd_product'),
    ...forms.xmodels,
  ];
  const xmodelFields = [
    ...forms.xmodelFields,
    ...fields(product, 9501, PRODUCT_FIELDS),
    ...fields(site1, 9101, [
      { name: '主办单位', code: 'sponsor', controlType: 'input', validations: notEmpty },
      { name: '联系邮箱', code: 'email', controlType: 'input', validations: [{ type: 'Email' }] },
      { name: '站点简介', code: 'intro', controlType: 'textarea', fieldType: 'large_text' },
    ]),
    ...fields(catalog, 9201, [
      { name: '栏目负责人', code: 'owner', controlType: 'input', validations: notEmpty },
      {
        name: '栏目类别',
        code: 'kind',
        controlType: 'select',
        options: text([
          ['news', '新闻类'],
          ['service', '服务类'],
          ['policy', '政策类'],
        ]),
      },
      { name: '栏目图标', code: 'icon', controlType: 'CMSImage' },
    ]),
    ...fields(content, 9301, [
      { name: '项目名称', code: 'project_name', controlType: 'input', validations: notEmpty },
      { name: '项目简介', code: 'summary', controlType: 'textarea', fieldType: 'large_text' },
      {
        name: '项目类型',
        code: 'project_type',
        controlType: 'select',
        options: text([
          ['gov', '政府投资'],
          ['enterprise', '企业投资'],
          ['ppp', 'PPP项目'],
        ]),
      },
      {
        name: '建设性质',
        code: 'build_kind',
        controlType: 'radio',
        options: text([
          ['new', '新建'],
          ['expand', '扩建'],
          ['rebuild', '改建'],
        ]),
      },
      {
        name: '所属领域',
        code: 'domains',
        controlType: 'checkbox',
        options: text([
          ['traffic', '交通'],
          ['energy', '能源'],
          ['water', '水利'],
          ['city', '城建'],
        ]),
      },
      { name: '立项日期', code: 'approve_date', controlType: 'date' },
      { name: '开工时间', code: 'start_time', controlType: 'datetime' },
      { name: '例会时间', code: 'meeting_time', controlType: 'time' },
      { name: '效果图', code: 'rendering', controlType: 'CMSImage' },
      { name: '可研报告', code: 'report', controlType: 'CMSResource' },
      { name: '相关报道', code: 'related', controlType: 'CMSContentSelect' },
      { name: '项目详情', code: 'detail', controlType: 'UEditor', fieldType: 'large_text' },
    ]),
    ...fields(site2, 9401, [
      { name: 'Organizer', code: 'sponsor', controlType: 'input', validations: notEmpty },
      {
        name: 'Region',
        code: 'region',
        controlType: 'select',
        options: text([
          ['asia', 'Asia'],
          ['europe', 'Europe'],
        ]),
      },
    ]),
  ];

  const home = catalogs.find((c) => c.siteId === '1' && c.alias === XMODEL_CATALOG_ALIAS);
  const images = resources.filter((r) => r.siteId === '1' && r.resourceType === 'image');
  const iurl = (r: CmsResource | undefined) => (r ? `iurl://resource?id=${r.resourceId}` : '');
  const xmodelData: CmsXModelData[] = [
    {
      modelId: site1,
      dataType: 'site',
      dataId: '1',
      values: { sponsor: '省工程咨询协会', email: 'office@example.org', intro: '服务会员，服务行业。' },
    },
    {
      modelId: site2,
      dataType: 'site',
      dataId: '2',
      values: { sponsor: 'Chestnut Association', region: 'asia' },
    },
  ];
  if (home) {
    // Setting config props consumes no ids: the generated ids stay unchanged.
    home.configProps = { ...home.configProps, CatalogExtendModel: catalog, ContentExtendModel: content };
    xmodelData.push({
      modelId: catalog,
      dataType: 'catalog',
      dataId: home.catalogId,
      values: { owner: '王强', kind: 'service', icon: iurl(images[0]) },
    });
    const first = contents.find((c) => c.catalogId === home.catalogId);
    const related = contents.find((c) => c.siteId === '1' && c.contentType === 'article' && c !== first);
    if (first)
      xmodelData.push({
        modelId: content,
        dataType: 'content',
        dataId: first.contentId,
        values: {
          project_name: '城市轨道交通二期工程',
          summary: '线路全长约 28 公里，设站 20 座。',
          project_type: 'gov',
          build_kind: 'new',
          domains: ['traffic', 'city'],
          approve_date: '2026-03-15',
          start_time: '2026-06-01 09:00:00',
          meeting_time: '14:30:00',
          rendering: iurl(images[1]),
          report: '',
          related: related ? { contentId: related.contentId, title: related.title } : {},
          detail: '<p>项目采用全过程工程咨询模式。</p>',
        },
      });
  }
  return { xmodels, xmodelFields, xmodelData };
}
