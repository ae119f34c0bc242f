import type { PageParams } from '@/lib/http';

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

export interface DictTypeForm {
  dictId?: string;
  dictName: string;
  dictType: string;
  remark?: string;
}

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

export interface DictDataForm {
  dictCode?: string;
  dictType: string;
  dictLabel: string;
  dictValue: string;
  cssClass?: string;
  dictSort: number;
  listClass: string;
  remark?: string;
}

/** The tag styles a dict entry can have, in the order the Vue console offers them. */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
