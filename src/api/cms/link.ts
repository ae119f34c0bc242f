import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** CmsLinkGroup as `GET /cms/link_group` lists it. */
export interface LinkGroup {
  linkGroupId: string;
  siteId: string;
  name: string;
  code: string;
  sortFlag: number;
  createTime?: string;
  updateTime?: string;
}

/** CmsLink as `GET /cms/link` lists it; `src` is the logo as the browser loads it. */
export interface Link {
  linkId: string;
  siteId: string;
  groupId: string;
  name: string;
  url: string;
  logo?: string;
  src?: string;
  sortFlag: number;
  remark?: string;
  createTime?: string;
  updateTime?: string;
}

/** `query` matches a group's name or code. */
export interface LinkGroupQuery extends PageParams {
  query?: string;
}

/** `query` matches a link's name or URL. */
export interface LinkQuery extends PageParams {
  groupId: string;
  query?: string;
}

/** LinkGroupDTO. */
export interface LinkGroupBody {
  linkGroupId?: string;
  siteId?: string;
  name: string;
  code: string;
  sortFlag?: number;
}

/** LinkDTO. */
export interface LinkBody {
  linkId?: string;
  siteId?: string;
  groupId: string;
  name: string;
  url: string;
  logo?: string;
  sortFlag?: number;
  remark?: string;
}

const toGroupBody = bodyPicker<LinkGroupBody>()(['linkGroupId', 'siteId', 'name', 'code', 'sortFlag']);
const toLinkBody = bodyPicker<LinkBody>()([
  'linkId',
  'siteId',
  'groupId',
  'name',
  'url',
  'logo',
  'sortFlag',
  'remark',
]);

export const linkGroupKeys = createQueryKeys('cms/link_group');
export const linkKeys = createQueryKeys('cms/link');

/** LinkGroupController: the current site's friend-link groups. */
export const linkGroupApi = {
  list: (query: LinkGroupQuery) => http.page<LinkGroup>('/cms/link_group', query),
  add: (body: LinkGroupBody) => http.post<void>('/cms/link_group', toGroupBody(body)),
  update: (body: LinkGroupBody) => http.put<void>('/cms/link_group', toGroupBody(body)),
  /** The backend takes the group DTOs themselves (it reads their ids). */
  remove: (groups: readonly LinkGroupBody[]) => http.delete<void>('/cms/link_group', groups.map(toGroupBody)),
};

/** LinkController: the links of one group. */
export const linkApi = {
  list: (query: LinkQuery) => http.page<Link>('/cms/link', query),
  add: (body: LinkBody) => http.post<void>('/cms/link', toLinkBody(body)),
  update: (body: LinkBody) => http.put<void>('/cms/link', toLinkBody(body)),
  /** The backend takes the link DTOs themselves (it reads their ids). */
  remove: (links: readonly LinkBody[]) => http.delete<void>('/cms/link', links.map(toLinkBody)),
};
