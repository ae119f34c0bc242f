import { http, type PageParams, type PageResult } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** A node of `GET /cms/hotword/group/treedata`: the site's groups, flat (TreeNode, ids as strings). */
export interface HotGroupNode {
  id: string;
  parentId: string;
  label: string;
  props?: { code?: string; sortFlag?: number; remark?: string };
  children?: HotGroupNode[];
}

/** Where a hot word's link opens. */
export type UrlTarget = '_self' | '_blank';

/** HotWord as `GET /word/hotword` lists it. */
export interface HotWord {
  wordId: string;
  groupId: string;
  word: string;
  url: string;
  urlTarget?: UrlTarget;
  useCount?: number | string;
  hitCount?: number | string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

/** Query of `GET /word/hotword` (groupId is required: @Min(1)). */
export interface HotWordQuery extends PageParams {
  groupId: string;
  query?: string;
}

/** Body of `POST|PUT /word/hotword`: the HotWord fields the console writes. */
export interface HotWordBody {
  wordId?: string;
  groupId: string;
  word: string;
  url: string;
  urlTarget: UrlTarget;
  remark?: string;
}

/** Body of `POST /cms/hotword/group` and `PUT /word/hotword/group` (HotWordGroup). */
export interface HotGroupBody {
  groupId?: string;
  name: string;
  code: string;
  sortFlag?: number;
  remark?: string;
}

const toWordBody = bodyPicker<HotWordBody>()(['wordId', 'groupId', 'word', 'url', 'urlTarget', 'remark']);
const toGroupBody = bodyPicker<HotGroupBody>()(['groupId', 'name', 'code', 'sortFlag', 'remark']);

export const hotWordKeys = createQueryKeys('cms/hotword');

/** HotWordController, HotWordGroupController and the site-scoped CMSHotWordGroupController. */
export const hotWordApi = {
  groupTree: () => http.get<HotGroupNode[]>('/cms/hotword/group/treedata'),
  /** `GET /cms/hotword/group/options`: the site's groups as code/name (the site and catalog extend tabs). */
  groupOptions: () => http.page<{ code: string; name: string }>('/cms/hotword/group/options'),
  addGroup: (body: HotGroupBody) => http.post<HotGroupBody>('/cms/hotword/group', toGroupBody(body)),
  updateGroup: (body: HotGroupBody) => http.put<void>('/word/hotword/group', toGroupBody(body)),
  removeGroups: (groupIds: readonly string[]) => http.delete<void>('/word/hotword/group', groupIds),

  list: (query: HotWordQuery): Promise<PageResult<HotWord>> => http.page<HotWord>('/word/hotword', query),
  add: (body: HotWordBody) => http.post<void>('/word/hotword', toWordBody(body)),
  update: (body: HotWordBody) => http.put<void>('/word/hotword', toWordBody(body)),
  remove: (wordIds: readonly (string | number)[]) => http.delete<void>('/word/hotword', wordIds),
};
