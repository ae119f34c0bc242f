/**
 * Typed views of the JSON seed written by scripts/import-seed.ts from the server's tables (docs/seed-data.md).
 * The JSON's inferred literal types are widened once here so the rest of the mock sees plain rows.
 */
import configsJson from './data/configs.json';
import dictsJson from './data/dicts.json';
import i18nJson from './data/i18n.json';
import menusJson from './data/menus.json';
import messagesJson from './data/messages.json';

export interface SeedMenu {
  menuId: string;
  parentId: string;
  menuName: string;
  orderNum: number;
  path: string;
  component: string;
  query: string;
  isFrame: string;
  isCache: string;
  menuType: string;
  visible: string;
  status: string;
  perms: string;
  icon: string;
}

export interface SeedDict {
  dictType: string;
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  listClass: string;
  cssClass: string;
  isDefault: string;
  status: string;
  fixed: string;
}

export interface SeedConfig {
  configKey: string;
  configValue: string;
  configName: string;
  fixed: string;
}

/** [langTag, langKey, langValue] rows of sys_i18n_dict. */
export type SeedI18n = [string, string, string];

/** messages*.properties: key -> [zh-CN, en, zh-TW]. */
export type SeedMessages = Record<string, [string, string, string]>;

export const seedMenus: readonly SeedMenu[] = menusJson;
export const seedDicts: readonly SeedDict[] = dictsJson;
export const seedConfigs: readonly SeedConfig[] = configsJson;
export const seedI18n: readonly SeedI18n[] = i18nJson as SeedI18n[];
export const seedMessages: Readonly<SeedMessages> = messagesJson as unknown as SeedMessages;
