/**
 * Seeded CMS data: publish pipes, templates, a catalog tree a few levels deep per site, several hundred
 * contents of every type and status with their detail rows, page widgets, resources and tag words.
 * Deterministic (a fixed pseudo-random sequence), generated once per process and copied per db.
 */
import { seedSiteFiles } from './cms-file-seed';
import { seedTemplateContent } from './cms-template-seed';
import type {
  CmsArticleDetail,
  CmsAudio,
  CmsBookChapter,
  CmsBookDetail,
  CmsCatalog,
  CmsContent,
  CmsImage,
  CmsPageWidget,
  CmsPublishPipe,
  CmsResource,
  CmsSiteFile,
  CmsSiteProperty,
  CmsTagWord,
  CmsTagWordGroup,
  CmsTemplate,
  CmsVideo,
} from './cms-types';
import { CONTENT_ATTRIBUTE_BITS } from './cms-types';
import { seedXModels, type XModelSeed } from './cms-xmodel-seed';
import { SEED_TIME, seedSites } from './fixtures';
import type { SysPermission } from './types';
import { formatDateTime } from '../core/time';

export interface CmsSeed extends XModelSeed {
  publishPipes: CmsPublishPipe[];
  templates: CmsTemplate[];
  catalogs: CmsCatalog[];
  contents: CmsContent[];
  articleDetails: CmsArticleDetail[];
  images: CmsImage[];
  audios: CmsAudio[];
  videos: CmsVideo[];
  bookDetails: CmsBookDetail[];
  bookChapters: CmsBookChapter[];
  pageWidgets: CmsPageWidget[];
  resources: CmsResource[];
  siteProperties: CmsSiteProperty[];
  tagWordGroups: CmsTagWordGroup[];
  tagWords: CmsTagWord[];
  siteFiles: CmsSiteFile[];
  /** Catalog permissions of the seeded editor role. */
  permissions: SysPermission[];
}

export interface CmsSeedOptions {
  /** Extra generated catalogs under site 1 (benchmarks ask for thousands); default 0. */
  extraCatalogs?: number;
  /** Extra generated articles in site 1's first content catalog (long-list benchmarks); default 0. */
  extraContents?: number;
}

const base = { createBy: 'admin', createTime: SEED_TIME };

/** A small deterministic PRNG (mulberry32) so every run seeds the same rows. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface CatalogSpec {
  name: string;
  alias: string;
  type?: 'link';
  /** What contents it holds. */
  holds?: string;
  children?: CatalogSpec[];
}

const SITE1_TREE: CatalogSpec[] = [
  {
    name: '新闻中心',
    alias: 'news',
    children: [
      { name: '协会动态', alias: 'xhdt', holds: 'article' },
      { name: '行业资讯', alias: 'hyzx', holds: 'article' },
      {
        name: '通知公告',
        alias: 'tzgg',
        holds: 'article',
        children: [
          { name: '2026年通知', alias: 'tz2026', holds: 'article' },
          { name: '2025年通知', alias: 'tz2025', holds: 'article' },
        ],
      },
    ],
  },
  {
    name: '政策法规',
    alias: 'zcfg',
    children: [
      { name: '国家政策', alias: 'gjzc', holds: 'article' },
      { name: '地方法规', alias: 'dffg', holds: 'article' },
    ],
  },
  {
    name: '专业服务',
    alias: 'zyfw',
    children: [
      { name: '工程咨询', alias: 'gczx', holds: 'article' },
      { name: '项目评估', alias: 'xmpg', holds: 'article' },
      { name: '继续教育', alias: 'jxjy', holds: 'article' },
    ],
  },
  { name: '图片新闻', alias: 'tpxw', holds: 'image' },
  { name: '视频中心', alias: 'spzx', holds: 'video' },
  { name: '音频讲座', alias: 'ypjz', holds: 'audio' },
  { name: '会员书库', alias: 'hysk', holds: 'book' },
  { name: '关于我们', alias: 'gywm', holds: 'article' },
  { name: '会员系统', alias: 'member', type: 'link' },
];

const SITE2_TREE: CatalogSpec[] = [
  {
    name: 'News',
    alias: 'news',
    children: [
      { name: 'Association', alias: 'association', holds: 'article' },
      { name: 'Industry', alias: 'industry', holds: 'article' },
    ],
  },
  { name: 'Gallery', alias: 'gallery', holds: 'image' },
  { name: 'Videos', alias: 'videos', holds: 'video' },
  { name: 'About', alias: 'about', holds: 'article' },
];

const TITLE_WORDS_ZH = [
  '关于开展2026年度工程咨询单位资信评价工作的通知',
  '省工程咨询协会召开第五届理事会第三次会议',
  '全过程工程咨询服务指南解读',
  '协会组织会员单位赴基层开展技术帮扶',
  '投资项目可行性研究报告编写要点培训班顺利举办',
  '关于发布团体标准《建设项目后评价导则》的公告',
  '重大项目社会稳定风险评估实务研讨会召开',
  '工程咨询行业数字化转型发展报告发布',
  '关于推荐优秀工程咨询成果的通知',
  '协会党支部开展主题党日活动',
  '新版固定资产投资项目节能审查办法要点',
  '关于举办咨询工程师（投资）继续教育的通知',
];
const TITLE_WORDS_EN = [
  'Association holds annual members meeting',
  'Guide to whole-process engineering consulting',
  'Consulting industry digital transformation report',
  'Call for outstanding consulting achievements',
  'Training on feasibility study reports',
  'New energy review rules for investment projects',
];
const AUTHORS = ['张伟', '李娜', '王强', '刘洋', '陈静', '杨帆'];
const EDITORS = ['editor', 'admin', '赵敏', '周杰'];
const STATUSES = ['30', '30', '30', '30', '0', '20', '40', '60'];

/** "yyyy-MM-dd HH:mm:ss" a number of hours before the seed's reference day. */
function hoursBefore(hours: number): string {
  const ref = Date.UTC(2026, 10, 20, 2, 0, 0);
  return formatDateTime(ref - hours * 3_600_000);
}

function generate(options: CmsSeedOptions): CmsSeed {
  const rand = prng(20261122);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  let nextId = 1000;
  const id = (): string => String(nextId++);

  const publishPipes: CmsPublishPipe[] = [];
  const templates: CmsTemplate[] = [];
  const catalogs: CmsCatalog[] = [];
  const contents: CmsContent[] = [];
  const articleDetails: CmsArticleDetail[] = [];
  const images: CmsImage[] = [];
  const audios: CmsAudio[] = [];
  const videos: CmsVideo[] = [];
  const bookDetails: CmsBookDetail[] = [];
  const bookChapters: CmsBookChapter[] = [];
  const pageWidgets: CmsPageWidget[] = [];
  const resources: CmsResource[] = [];
  const siteProperties: CmsSiteProperty[] = [];
  const tagWordGroups: CmsTagWordGroup[] = [];
  const tagWords: CmsTagWord[] = [];

  for (const siteId of ['1', '2']) {
    publishPipes.push(
      { ...base, publishpipeId: id(), siteId, name: 'PC', code: 'pc', state: '0', sort: 1 },
      { ...base, publishpipeId: id(), siteId, name: '移动端', code: 'h5', state: '0', sort: 2 },
    );
    for (const pipe of ['pc', 'h5']) {
      for (const path of [
        'index.template.html',
        'list.template.html',
        'list_news.template.html',
        'detail.template.html',
        'detail_image.template.html',
        'detail_video.template.html',
        'search.template.html',
        'customform.template.html',
        'account/account_centre.template.html',
        'account/login.template.html',
        'account/register.template.html',
        'account/forget_password.template.html',
        'account/account_setting.template.html',
        'account/bind_email.template.html',
        'account/reset_password.template.html',
        'account/contribute.template.html',
        'block/header.template.html',
      ]) {
        const content = seedTemplateContent(path, pipe);
        templates.push({
          ...base,
          templateId: id(),
          siteId,
          publishPipeCode: pipe,
          path,
          content,
          filesize: content.length,
          modifyTime: SEED_TIME,
        });
      }
    }
    siteProperties.push(
      {
        ...base,
        propertyId: id(),
        siteId,
        propName: '联系电话',
        propCode: 'phone',
        propValue: '0571-88888888',
      },
      {
        ...base,
        propertyId: id(),
        siteId,
        propName: 'ICP备案号',
        propCode: 'icp',
        propValue: '浙ICP备12345678号',
      },
    );
    const group: CmsTagWordGroup = {
      ...base,
      groupId: id(),
      siteId,
      parentId: '0',
      name: siteId === '1' ? '默认标签' : 'Default tags',
      code: 'default',
      sortFlag: 1,
    };
    tagWordGroups.push(group);
    const words =
      siteId === '1'
        ? ['工程咨询', '投资', '可行性研究', '评估', '标准', '培训', '资信评价', '全过程咨询']
        : ['consulting', 'investment', 'standards', 'training'];
    words.forEach((word, i) =>
      tagWords.push({
        ...base,
        tagWordId: id(),
        groupId: group.groupId,
        siteId,
        word,
        sortFlag: i + 1,
        hitCount: 0,
      }),
    );
  }

  const leafCatalogs: CmsCatalog[] = [];
  const holdsOf = new Map<string, string | undefined>();
  function addCatalogs(siteId: string, specs: CatalogSpec[], parent: CmsCatalog | undefined): void {
    specs.forEach((spec, i) => {
      const catalogId = id();
      const path = `${parent ? parent.path : ''}${spec.alias}/`;
      const row: CmsCatalog = {
        ...base,
        catalogId,
        siteId,
        parentId: parent?.catalogId ?? '0',
        ancestors: parent ? `${parent.ancestors}:${catalogId}` : catalogId,
        name: spec.name,
        alias: spec.alias,
        path,
        catalogType: spec.type ?? 'common',
        redirectUrl: spec.type === 'link' ? 'https://member.example.org/' : undefined,
        staticFlag: 'Y',
        visibleFlag: 'Y',
        sortFlag: i + 1,
        indexFileName: 'index',
        listNameRule: '{catalogPath}',
        detailNameRule: 'Month',
        treeLevel: parent ? parent.treeLevel + 1 : 1,
        childCount: spec.children?.length ?? 0,
        contentCount: 0,
        status: '30',
        hitCount: Math.floor(rand() * 5000),
        publishPipeProps: {
          pc: {
            indexTemplate: 'list.template.html',
            listTemplate: spec.holds === 'article' ? 'list_news.template.html' : 'list.template.html',
            [`detailTemplate_${spec.holds ?? 'article'}`]: `detail${spec.holds && spec.holds !== 'article' ? `_${spec.holds}` : ''}.template.html`,
          },
        },
        configProps: {},
      };
      catalogs.push(row);
      if (spec.holds) leafCatalogs.push(row);
      if (spec.children) addCatalogs(siteId, spec.children, row);
      holdsOf.set(catalogId, spec.holds);
    });
  }
  addCatalogs('1', SITE1_TREE, undefined);
  addCatalogs('2', SITE2_TREE, undefined);

  // Optional bulk catalogs (for the tree benchmark): 50 groups of children under one top-level node.
  const extra = options.extraCatalogs ?? 0;
  if (extra > 0) {
    const template = catalogs[0] as CmsCatalog;
    const catalogId = id();
    const root: CmsCatalog = {
      ...template,
      catalogId,
      ancestors: catalogId,
      name: '批量栏目',
      alias: 'bulk',
      path: 'bulk/',
      sortFlag: 99,
      childCount: 0,
      contentCount: 0,
    };
    catalogs.push(root);
    let group: CmsCatalog = root;
    for (let n = 1; n < extra; n++) {
      const parent = n % 100 === 1 ? root : group;
      const catalogId = id();
      const row: CmsCatalog = {
        ...root,
        catalogId,
        parentId: parent.catalogId,
        ancestors: `${parent.ancestors}:${catalogId}`,
        name: `批量栏目 ${n}`,
        alias: `bulk${n}`,
        path: `${parent.path}bulk${n}/`,
        treeLevel: parent.treeLevel + 1,
        childCount: 0,
        sortFlag: n,
      };
      parent.childCount++;
      catalogs.push(row);
      if (parent === root) group = row;
    }
  }

  // Contents: every type and status, with their detail rows.
  let sort = 1;
  for (const catalog of leafCatalogs) {
    const holds = holdsOf.get(catalog.catalogId) ?? 'article';
    const count = catalog.siteId === '1' ? (holds === 'article' ? 28 : 12) : 8;
    const titles = catalog.siteId === '1' ? TITLE_WORDS_ZH : TITLE_WORDS_EN;
    for (let i = 0; i < count; i++) {
      const contentId = id();
      const status = pick(STATUSES);
      const created = hoursBefore(Math.floor(rand() * 24 * 400));
      let attributes = 0;
      if (rand() < 0.15) attributes |= CONTENT_ATTRIBUTE_BITS.hot;
      if (rand() < 0.15) attributes |= CONTENT_ATTRIBUTE_BITS.recommend;
      if (holds === 'image') attributes |= CONTENT_ATTRIBUTE_BITS.image;
      if (holds === 'video') attributes |= CONTENT_ATTRIBUTE_BITS.video;
      const title = `${pick(titles)}${i > 5 ? `（${i}）` : ''}`;
      const row: CmsContent = {
        createBy: pick(EDITORS),
        createTime: created,
        contentId,
        siteId: catalog.siteId,
        catalogId: catalog.catalogId,
        catalogAncestors: catalog.ancestors,
        topCatalog: catalog.ancestors.split(':')[0] ?? catalog.catalogId,
        deptCode: '100',
        contentType: holds,
        title,
        summary: `${title}。本文介绍相关背景、主要内容和工作要求。`,
        original: rand() < 0.6 ? 'Y' : 'N',
        author: pick(AUTHORS),
        editor: pick(EDITORS),
        source: rand() < 0.5 ? '省工程咨询协会' : undefined,
        status,
        attributes,
        linkFlag: 'N',
        topFlag: i === 0 && catalog.siteId === '1' ? Date.UTC(2026, 10, 1) : 0,
        topDate: i === 0 && catalog.siteId === '1' ? '2026-12-31 23:59:59' : undefined,
        sortFlag: sort++,
        keywords: [],
        tags: rand() < 0.4 ? [pick(['工程咨询', '投资', '标准', '培训'])] : [],
        publishDate: status === '30' || status === '40' ? created : undefined,
        offlineDate: status === '40' ? hoursBefore(Math.floor(rand() * 24 * 30)) : undefined,
        isLock: 'N',
        viewCount: Math.floor(rand() * 3000),
        favoriteCount: Math.floor(rand() * 50),
        likeCount: Math.floor(rand() * 120),
        commentCount: Math.floor(rand() * 30),
        publishPipe: ['pc', 'h5'],
        staticPath: `${catalog.path}${contentId}.shtml`,
      };
      contents.push(row);
      const siteId = catalog.siteId;
      if (holds === 'article') {
        articleDetails.push({
          contentId,
          siteId,
          format: 'RichText',
          contentHtml: `<p>${title}</p><p>各会员单位：</p><p>为进一步规范工程咨询行业管理，现将有关事项通知如下。</p><h2>一、工作目标</h2><p>提高咨询成果质量，服务重大项目建设。</p>`,
          downloadRemoteImage: 'N',
        });
      } else if (holds === 'image') {
        for (let k = 0; k < 3; k++)
          images.push({
            ...base,
            imageId: id(),
            contentId,
            siteId,
            title: `图片 ${k + 1}`,
            description: `${title} 现场照片 ${k + 1}`,
            fileName: `photo${k + 1}.jpg`,
            path: `resources/image/2026/11/photo${k + 1}.jpg`,
            imageType: 'jpg',
            fileSize: 204_800 + k * 1024,
            width: 1920,
            height: 1080,
            hitCount: 0,
            sortFlag: k + 1,
          });
      } else if (holds === 'audio') {
        audios.push({
          ...base,
          audioId: id(),
          contentId,
          siteId,
          title: `${title}（录音）`,
          author: pick(AUTHORS),
          fileName: 'lecture.mp3',
          path: 'resources/audio/2026/11/lecture.mp3',
          type: 'local',
          fileSize: 5_242_880,
          format: 'mp3',
          duration: 1800,
          decoder: 'mp3',
          channels: 2,
          bitRate: 128_000,
          sampleRate: 44_100,
          sortFlag: 1,
        });
      } else if (holds === 'video') {
        videos.push({
          ...base,
          videoId: id(),
          contentId,
          siteId,
          title,
          cover: 'resources/image/2026/11/cover.jpg',
          fileName: 'meeting.mp4',
          path: 'resources/video/2026/11/meeting.mp4',
          type: 'local',
          fileSize: 52_428_800,
          format: 'mp4',
          duration: 600,
          width: 1920,
          height: 1080,
          decoder: 'h264',
          bitRate: 2_000_000,
          frameRate: 25,
          sortFlag: 1,
        });
      } else if (holds === 'book') {
        bookDetails.push({
          contentId,
          siteId,
          publicationDate: '2025-06-01',
          publisher: '中国计划出版社',
          numberOfPages: 320,
          numberOfWords: 280_000,
          originalTitle: title,
          price: 6800,
          completed: rand() < 0.5 ? 'Y' : 'N',
          intro: '工程咨询从业人员的业务参考书。',
        });
        for (let k = 0; k < 3; k++)
          bookChapters.push({
            ...base,
            chapterId: id(),
            contentId,
            siteId,
            title: `第${k + 1}章`,
            content: `<p>第${k + 1}章正文。</p>`,
            sortFlag: k + 1,
            status: k < 2 ? '30' : '0',
            publishDate: k < 2 ? created : undefined,
          });
      }
      catalog.contentCount++;
    }
  }

  const bulkCatalog = leafCatalogs[0];
  const firstArticle = articleDetails[0];
  for (let n = 1; bulkCatalog && firstArticle && n <= (options.extraContents ?? 0); n++) {
    const source = contents[n % contents.length] as CmsContent;
    const contentId = id();
    contents.push({
      ...source,
      contentId,
      siteId: bulkCatalog.siteId,
      catalogId: bulkCatalog.catalogId,
      catalogAncestors: bulkCatalog.ancestors,
      topCatalog: bulkCatalog.ancestors.split(':')[0] ?? bulkCatalog.catalogId,
      contentType: 'article',
      title: `批量文章 ${n}`,
      topFlag: 0,
      topDate: undefined,
      sortFlag: sort++,
      staticPath: `${bulkCatalog.path}${contentId}.shtml`,
    });
    articleDetails.push({ ...firstArticle, contentId });
    bulkCatalog.contentCount++;
  }

  for (const siteId of ['1', '2']) {
    const top = catalogs.find((c) => c.siteId === siteId && c.parentId === '0');
    if (!top) continue;
    pageWidgets.push(
      {
        ...base,
        pageWidgetId: id(),
        siteId,
        catalogId: top.catalogId,
        catalogAncestors: top.ancestors,
        type: 'ads',
        name: siteId === '1' ? '首页横幅广告' : 'Home banner',
        code: 'home_banner',
        state: '30',
        publishPipeCode: 'pc',
        template: 'block/header.template.html',
        path: 'include/ads/',
      },
      {
        ...base,
        pageWidgetId: id(),
        siteId,
        catalogId: top.catalogId,
        catalogAncestors: top.ancestors,
        type: 'manual',
        name: siteId === '1' ? '头条推荐区块' : 'Headlines',
        code: 'headline',
        state: '0',
        publishPipeCode: 'pc',
        path: 'include/block/',
      },
    );
    const kinds: [string, string, number][] = [
      ['image', 'jpg', 12],
      ['image', 'png', 6],
      ['video', 'mp4', 3],
      ['audio', 'mp3', 3],
      ['file', 'pdf', 6],
    ];
    for (const [resourceType, suffix, count] of kinds)
      for (let k = 1; k <= count; k++) {
        const fileName = `${resourceType}${k}.${suffix}`;
        resources.push({
          ...base,
          createBy: k % 2 ? 'admin' : 'editor',
          resourceId: id(),
          siteId,
          resourceType,
          storageType: 'Local',
          name: fileName,
          path: `resources/${resourceType}/2026/11/${fileName}`,
          fileName,
          suffix,
          width: resourceType === 'image' ? 1280 : undefined,
          height: resourceType === 'image' ? 720 : undefined,
          fileSize: 100_000 * k,
          status: '0',
        });
      }
  }

  // The editor role edits every site-1 catalog except "关于我们".
  const editorCatalogs = catalogs.filter((c) => c.siteId === '1' && c.alias !== 'gywm');
  const catalogActions = [
    'View',
    'Edit',
    'Delete',
    'Publish',
    'ShowHide',
    'Move',
    'Sort',
    'AddContent',
    'EditContent',
    'DeleteContent',
  ];
  const permissions: SysPermission[] = [
    {
      ...base,
      permissionId: id(),
      ownerType: 'Role',
      owner: '4',
      permType: 'Catalog',
      permissions: editorCatalogs.flatMap((c) => catalogActions.map((a) => `Catalog:${a}:${c.catalogId}`)),
    },
  ];

  return {
    publishPipes,
    templates,
    catalogs,
    contents,
    articleDetails,
    images,
    audios,
    videos,
    bookDetails,
    bookChapters,
    pageWidgets,
    resources,
    siteProperties,
    tagWordGroups,
    tagWords,
    // Each site's resource directory and its pc/h5 pipe directories.
    siteFiles: seedSites.flatMap((s) => seedSiteFiles(s.siteId, s.path, ['pc', 'h5'], SEED_TIME)),
    // Extension models (fixed ids); also sets the gczx catalog's ex-model config props.
    ...seedXModels(catalogs, contents, resources),
    permissions,
  };
}

const cache = new Map<string, CmsSeed>();

/** A fresh copy of the CMS seed (generated once per process per option set). */
export function seedCms(options: CmsSeedOptions = {}): CmsSeed {
  const key = `${options.extraCatalogs ?? 0}/${options.extraContents ?? 0}`;
  let seed = cache.get(key);
  if (!seed) {
    seed = generate(options);
    cache.set(key, seed);
  }
  return structuredClone(seed);
}
