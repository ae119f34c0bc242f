import { http, type PageParams, type PageResult } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/**
 * A node of `GET /cms/tagword/group/treedata` (TreeNode; ids are strings, top-level groups have
 * parentId "0"); `props` carries the group's code, sort and remark.
 */
export interface TagGroupNode {
  id: string;
  parentId: string;
  label: string;
  props?: { code?: string; sortFlag?: number; remark?: string };
  children?: TagGroupNode[];
}

/** TagWord as `GET /word/tagword` lists it. */
export interface TagWord {
  wordId: string;
  groupId: string;
  word: string;
  logo?: string;
  /** The logo's URL to show. */
  src?: string;
  sortFlag?: number;
  useCount?: number | string;
  hitCount?: number | string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

/** Query of `GET /word/tagword` (groupId is required: @Min(1)). */
export interface TagWordQuery extends PageParams {
  groupId: string;
  query?: string;
}

/** Body of `POST|PUT /word/tagword`: the TagWord fields the console writes (groupId moves a word). */
export interface TagWordBody {
  wordId?: string;
  groupId: string;
  word: string;
  logo?: string;
  sortFlag?: number;
  remark?: string;
}

/** Body of `POST /word/tagword/batchAdd` (BatchAddTagDTO). */
export interface TagWordBatchBody {
  groupId: string;
  words: string[];
}

/** Body of `POST /cms/tagword/group` and `PUT /word/tagword/group` (TagWordGroup). */
export interface TagGroupBody {
  groupId?: string;
  parentId?: string;
  name: string;
  code: string;
  sortFlag?: number;
  remark?: string;
}

const toWordBody = bodyPicker<TagWordBody>()(['wordId', 'groupId', 'word', 'logo', 'sortFlag', 'remark']);
const toBatchBody = bodyPicker<TagWordBatchBody>()(['groupId', 'words']);
const toGroupBody = bodyPicker<TagGroupBody>()(['groupId', 'parentId', 'name', 'code', 'sortFlag', 'remark']);

/** The TAG picker lists up to this many words of a group at once, as the old selector did. */
export const TAG_PAGE_SIZE = 100;

export const tagWordKeys = createQueryKeys('cms/tagword');

/** TagWordController, TagWordGroupController and the site-scoped CMSTagWordGroupController. */
export const tagWordApi = {
  /** The current site's groups as a tree. */
  groupTree: () => http.get<TagGroupNode[]>('/cms/tagword/group/treedata'),
  addGroup: (body: TagGroupBody) => http.post<TagGroupBody>('/cms/tagword/group', toGroupBody(body)),
  updateGroup: (body: TagGroupBody) => http.put<void>('/word/tagword/group', toGroupBody(body)),
  removeGroups: (groupIds: readonly string[]) => http.delete<void>('/word/tagword/group', groupIds),

  list: (query: TagWordQuery): Promise<PageResult<TagWord>> => http.page<TagWord>('/word/tagword', query),
  add: (body: TagWordBody) => http.post<void>('/word/tagword', toWordBody(body)),
  update: (body: TagWordBody) => http.put<void>('/word/tagword', toWordBody(body)),
  batchAdd: (body: TagWordBatchBody) => http.post<void>('/word/tagword/batchAdd', toBatchBody(body)),
  remove: (wordIds: readonly (string | number)[]) => http.delete<void>('/word/tagword', wordIds),
};
