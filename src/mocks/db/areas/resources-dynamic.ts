/** Custom dynamic pages (cms_dynamic_page) of the resources area: row type and seed. */
import type { CmsDynamicPage } from '@/api/cms/dynamic-page.types';

import { SEED_TIME } from '../fixtures';
import type { BaseEntity } from '../types';

/** The stored row: the API's CmsDynamicPage (templates per pipe code, init data types). */
export type CmsDynamicPageRow = CmsDynamicPage & BaseEntity;

export interface DynamicPageTables {
  dynamicPages: CmsDynamicPageRow[];
}

export function seedDynamicPageTables(): DynamicPageTables {
  const base = { createBy: 'admin', createTime: SEED_TIME };
  return {
    dynamicPages: [
      {
        ...base,
        pageId: '6001',
        siteId: '1',
        name: '专题活动',
        code: 'topic',
        path: 'topic/activity',
        description: '专题活动报名页',
        initDataTypes: ['Member'],
        templates: { pc: 'dynamic/topic.template.html', h5: 'dynamic/topic.template.html' },
      },
      {
        ...base,
        pageId: '6002',
        siteId: '1',
        name: '会员作品列表',
        code: 'member_works',
        path: 'member/works',
        initDataTypes: ['Member', 'Pagination'],
        templates: { pc: 'dynamic/works.template.html' },
      },
    ],
  };
}
