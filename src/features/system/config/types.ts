import type { PageParams } from '@/lib/http';

/** SysConfig as `/system/config/list` and `/system/config/{configId}` return it. */
export interface SysConfig {
  configId: string;
  /** Translated by the server on output (i18n key `CONFIG.<configKey>`). */
  configName: string;
  configKey: string;
  configValue: string;
  /** YesOrNo: 'Y' = built-in config (cannot be deleted, key cannot change). */
  fixed: string;
  remark?: string;
  createBy?: string;
  createTime?: string;
}

export interface ConfigQuery extends PageParams {
  configName?: string;
  configKey?: string;
}

export interface ConfigForm {
  configId?: string;
  configName: string;
  configKey: string;
  configValue: string;
  remark?: string;
}
