import { http, type PageParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysDictType as `/system/dict/type/list` and `/system/dict/type/{dictId}` return it. */
export interface SysDictType {
  dictId: string;
  /** Translated by the server (`DICT.<dictType>`). */
  dictName: string;
  dictType: string;
  /** YesOrNo: 'Y' = built-in dictionary (cannot be deleted nor renamed). */
  fixed: string;
  remark?: string;
  createTime?: string;
}

export interface DictTypeQuery extends PageParams {
  dictName?: string;
  dictType?: string;
}

/** Body of `POST|PUT /system/dict/type` (SysDictType). */
export interface DictTypeBody {
  dictId?: string;
  dictName: string;
  dictType: string;
  remark?: string;
}

const toTypeBody = bodyPicker<DictTypeBody>()(['dictId', 'dictName', 'dictType', 'remark']);

/** SysDictData as `/system/dict/data/list` and `/system/dict/data/{dictCode}` return it. */
export interface SysDictData {
  dictCode: string;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass?: string;
  /** default | primary | success | info | warning | danger. */
  listClass?: string;
  isDefault?: string;
  fixed?: string;
  status?: string;
  remark?: string;
  createTime?: string;
}

export interface DictDataQuery extends PageParams {
  dictType?: string;
  dictLabel?: string;
}

/** Body of `POST|PUT /system/dict/data` (SysDictData). */
export interface DictDataBody {
  dictCode?: string;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  cssClass?: string;
  dictSort: number;
  listClass: string;
  remark?: string;
}

const toDataBody = bodyPicker<DictDataBody>()([
  'dictCode',
  'dictType',
  'dictLabel',
  'dictValue',
  'cssClass',
  'dictSort',
  'listClass',
  'remark',
]);

export const dictTypeKeys = createQueryKeys('system/dict/type');
export const dictDataKeys = createQueryKeys('system/dict/data');

/** SysDictTypeController. */
export const dictTypeApi = {
  listUrl: '/system/dict/type/list',
  list: (query: DictTypeQuery) => http.page<SysDictType>(dictTypeApi.listUrl, query),
  get: (dictId: string) => http.get<SysDictType>(`/system/dict/type/${dictId}`),
  options: () => http.get<SysDictType[]>('/system/dict/type/optionselect'),
  add: (body: DictTypeBody) => http.post<void>('/system/dict/type', toTypeBody(body)),
  update: (body: DictTypeBody) => http.put<void>('/system/dict/type', toTypeBody(body)),
  remove: (dictIds: readonly (string | number)[]) => http.delete<void>('/system/dict/type', dictIds),
  refreshCache: () => http.delete<void>('/system/dict/type/refreshCache'),
};

/** SysDictDataController. */
export const dictDataApi = {
  listUrl: '/system/dict/data/list',
  list: (query: DictDataQuery) => http.page<SysDictData>(dictDataApi.listUrl, query),
  get: (dictCode: string) => http.get<SysDictData>(`/system/dict/data/${dictCode}`),
  /** The entries of one dictionary, as every dict select, tag and radio shows them (login only). */
  byType: (dictType: string) =>
    http.get<SysDictData[]>(`/system/dict/data/type/${encodeURIComponent(dictType)}`),
  add: (body: DictDataBody) => http.post<void>('/system/dict/data', toDataBody(body)),
  update: (body: DictDataBody) => http.put<void>('/system/dict/data', toDataBody(body)),
  remove: (dictCodes: readonly (string | number)[]) => http.delete<void>('/system/dict/data', dictCodes),
};
