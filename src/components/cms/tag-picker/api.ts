import { http, type PageResult } from '@/lib/http';

/** A node of `GET /cms/tagword/group/treedata` (TreeNode; ids are strings). */
export interface TagGroupNode {
  id: string;
  parentId: string;
  label: string;
  props?: Record<string, unknown>;
  children?: TagGroupNode[];
}

/** The backend's TagWord (only what the picker reads). */
export interface TagWord {
  wordId: string;
  groupId: string;
  word: string;
  sortFlag?: number;
}

/** The picker lists up to this many words of a group at once, as the old selector did. */
export const TAG_PAGE_SIZE = 100;

export const tagApi = {
  groupTree: () => http.get<TagGroupNode[]>('/cms/tagword/group/treedata'),
  words: (groupId: string, query?: string): Promise<PageResult<TagWord>> =>
    http.page<TagWord>('/word/tagword', {
      groupId,
      query: query || undefined,
      pageNum: 1,
      pageSize: TAG_PAGE_SIZE,
    }),
};

export const tagKeys = {
  all: ['cms/tagword'] as const,
  groups: (siteId: string | undefined) => ['cms/tagword', 'groups', siteId] as const,
  words: (groupId: string, query: string) => ['cms/tagword', 'words', groupId, query] as const,
};
