import { http } from '@/lib/http';

import type {
  DictDataForm,
  DictDataQuery,
  DictTypeForm,
  DictTypeQuery,
  SysDictData,
  SysDictType,
} from './types';

/** Typed calls of SysDictTypeController and SysDictDataController (endpoints.tsv). */
export const dictTypeApi = {
  listUrl: '/system/dict/type/list',
  list: (query: DictTypeQuery) => http.page<SysDictType>('/system/dict/type/list', query),
  get: (dictId: string) => http.get<SysDictType>(`/system/dict/type/${dictId}`),
  options: () => http.get<SysDictType[]>('/system/dict/type/optionselect'),
  add: (body: DictTypeForm) => http.post<void>('/system/dict/type', body),
  update: (body: DictTypeForm) => http.put<void>('/system/dict/type', body),
  remove: (dictIds: readonly (string | number)[]) => http.delete<void>('/system/dict/type', dictIds),
  refreshCache: () => http.delete<void>('/system/dict/type/refreshCache'),
};

export const dictDataApi = {
  listUrl: '/system/dict/data/list',
  list: (query: DictDataQuery) => http.page<SysDictData>('/system/dict/data/list', query),
  get: (dictCode: string) => http.get<SysDictData>(`/system/dict/data/${dictCode}`),
  add: (body: DictDataForm) => http.post<void>('/system/dict/data', body),
  update: (body: DictDataForm) => http.put<void>('/system/dict/data', body),
  remove: (dictCodes: readonly (string | number)[]) => http.delete<void>('/system/dict/data', dictCodes),
};
