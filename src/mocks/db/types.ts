/**
 * Row types of the mock database. Rows are stored in the backend's JSON shape (camelCase, Long ids as
 * strings, dates as "yyyy-MM-dd HH:mm:ss") so handlers can usually return them as they are; `undefined`
 * fields play the part of SQL NULL and disappear from JSON like Jackson NON_NULL.
 */

import type { CmsSite as CmsSiteVO } from '@/api/cms/site.types';
import type { SysNotice as SysNoticeVO } from '@/api/system/notice.types';
import type { SysPost as SysPostVO } from '@/api/system/post.types';

/** A backend Long id, always a decimal string in JSON. */
export type Id = string;

/** Columns every `BaseEntity` has. */
export interface BaseEntity {
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
  remark?: string;
}

export interface SysMenu extends BaseEntity {
  menuId: Id;
  parentId: Id;
  menuName: string;
  orderNum: number;
  path: string;
  component: string;
  query: string;
  /** 'Y' = external link opened outside the console, 'N' = route inside it. */
  isFrame: string;
  isCache: string;
  /** M directory, C screen, F button. */
  menuType: string;
  visible: string;
  /** '0' enabled, '1' disabled. */
  status: string;
  perms: string;
  icon: string;
}

export interface SysDictType extends BaseEntity {
  dictId: Id;
  dictName: string;
  dictType: string;
  fixed: string;
}

export interface SysDictData extends BaseEntity {
  dictCode: Id;
  dictSort: number;
  /** Raw label: plain text or an i18n placeholder like `{DICT.X.y}`; translated on output. */
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string;
  listClass: string;
  isDefault: string;
  fixed: string;
  status: string;
}

export interface SysConfig extends BaseEntity {
  configId: Id;
  configName: string;
  configKey: string;
  configValue: string;
  fixed: string;
}

/** sys_i18n_dict: translations editable at run time; they win over messages*.properties. */
export interface SysI18nDict {
  dictId: Id;
  langTag: string;
  langKey: string;
  langValue: string;
}

export interface SysDept extends BaseEntity {
  deptId: Id;
  parentId: Id;
  /** Comma-separated ids of all ancestors, root first ("0,100"). */
  ancestors: string;
  deptName: string;
  orderNum: number;
  leader?: string;
  phone?: string;
  email?: string;
  status: string;
}

/** sys_post: the API's SysPost (src/api/system/post.types.ts) with the BaseEntity columns. */
export interface SysPost extends SysPostVO, BaseEntity {}

export interface SysRole extends BaseEntity {
  roleId: Id;
  roleName: string;
  roleKey: string;
  roleSort: number;
  status: string;
}

export interface SysUser extends BaseEntity {
  userId: Id;
  deptId?: Id;
  userName: string;
  nickName: string;
  realName?: string;
  email?: string;
  phoneNumber?: string;
  /** Gender dict: '0' male, '1' female, '2' unknown. */
  sex: string;
  birthday?: string;
  avatar?: string;
  /** BCrypt-looking hash, exposed like the real backend does; the clear text is in `credentials`. */
  password: string;
  /** SysUserStatus: '0' normal, '1' disabled, '2' locked. */
  status: string;
  loginIp?: string;
  loginDate?: string;
  passwordModifyTime?: string;
  forceModifyPassword: string;
  lockEndTime?: string;
  preferences?: Record<string, unknown>;
  /** sys_user_role and sys_user_post, kept on the row. */
  roleIds: Id[];
  postIds: Id[];
}

export type PermissionOwnerType = 'Role' | 'User';
export type PermissionType = 'Menu' | 'Site' | 'Catalog' | 'PageWidget';

/**
 * sys_permission. For `Menu` the values are menu ids (a user's permission keys are those menus' perms);
 * for the CMS types they are permission keys such as `Site:View:1`.
 */
export interface SysPermission extends BaseEntity {
  permissionId: Id;
  ownerType: PermissionOwnerType;
  owner: Id;
  permType: PermissionType;
  permissions: string[];
}

/** A login session (sa-token token), kept for online users and force-logout. */
export interface Session {
  token: string;
  userId: Id;
  userName: string;
  deptName?: string;
  /** Epoch milliseconds. */
  loginTime: number;
  lastActiveTime: number;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
}

export interface Captcha {
  uuid: string;
  answer: string;
  /** Epoch milliseconds. */
  expiresAt: number;
}

export interface SysLogininfor {
  infoId: Id;
  userType: string;
  userId: string;
  userName: string;
  /** LoginLogType: '0' login, '1' logout, '2' register. */
  logType: string;
  /** SuccessOrFail: '0' success, '1' fail. */
  status: string;
  ipaddr: string;
  loginLocation: string;
  browser: string;
  os: string;
  msg: string;
  loginTime: string;
}

export interface SysSecurityConfig extends BaseEntity {
  configId: Id;
  status: string;
  passwordLenMin: number;
  passwordLenMax: number;
  passwordRule: string;
  passwordRulePattern?: string;
  passwordSensitive: string[];
  weakPasswords?: string;
  forceModifyPwdAfterAdd: string;
  forceModifyPwdAfterReset: string;
  passwordExpireSeconds: number;
  passwordRetryLimit: number;
  passwordRetryStrategy: string;
  passwordRetryLockSeconds: number;
}

/** sys_oper_log (1.5.5 field names): one row per audited call, written by services/operlog.ts. */
export interface SysOperLog {
  operId: Id;
  title: string;
  /** BusinessType enum name: INSERT, UPDATE, DELETE, GRANT, IMPORT, EXPORT, CLEAN, OTHER. */
  businessType: string;
  /** Java handler, e.g. `com.chestnut.system.controller.SysUserController.add()`. */
  method: string;
  requestMethod: string;
  /** OperatorType enum name (MANAGE = back-office user). */
  operatorType: string;
  operUid?: Id;
  operName: string;
  deptName?: string;
  operUrl: string;
  operIp: string;
  operLocation: string;
  userAgent?: string;
  requestArgs?: string;
  responseResult?: string;
  /** The envelope's code (200, 500, …). */
  responseCode: number;
  operTime: string;
  /** Milliseconds. */
  cost: number;
}

/**
 * IP filter rule (enterprise-only, see handlers/system/iprule.ts): `ip` + prefix length `cidr`,
 * `type` ALLOW (whitelist) or DENY (blacklist), optional expiry.
 */
export interface SysIpRule extends BaseEntity {
  ruleId: Id;
  ip: string;
  cidr: number;
  type: string;
  expireTime?: string;
}

/** An uploaded file, kept in memory; `path` is relative to the upload dir ("upload/2025/01/31/x.png"). */
export interface StoredFile {
  path: string;
  name: string;
  contentType: string;
  size: number;
  data: Uint8Array;
  createTime: string;
  createBy?: string;
}

/** cms_site: the API's CmsSite row (src/api/cms/site.types.ts); a stored site has its parent and sort. */
export interface CmsSite extends CmsSiteVO, BaseEntity {
  parentId: Id;
  sortFlag: number;
}

/** sys_notice: announcements; `noticeContent` is rich-text HTML (stored unescaped: @XssIgnore). */
export interface SysNotice extends SysNoticeVO, BaseEntity {}

export type * from './cms-types';
import type { MembersTables } from './areas/members';
import type { ModelsTables } from './areas/models';
import type { OperationsTables } from './areas/operations';
import type { ResourcesTables } from './areas/resources';
import type { WordsTables } from './areas/words';
import type {
  CmsArticleDetail,
  CmsAudio,
  CmsBookChapter,
  CmsBookDetail,
  CmsCatalog,
  CmsContent,
  CmsContentBackup,
  CmsContentOpLog,
  CmsContentRela,
  CmsImage,
  CmsPageWidget,
  CmsPublishPipe,
  CmsResource,
  CmsSiteFile,
  CmsSiteProperty,
  CmsTagWord,
  CmsTagWordGroup,
  CmsTemplate,
  CmsVideo,
  CmsXModel,
  CmsXModelData,
  CmsXModelField,
} from './cms-types';

/** Every table. Later handlers add theirs here and seed them in db/seed.ts. */
export interface Tables
  extends CmsTables, ResourcesTables, ModelsTables, OperationsTables, WordsTables, MembersTables {
  menus: SysMenu[];
  dictTypes: SysDictType[];
  dictData: SysDictData[];
  configs: SysConfig[];
  i18nDicts: SysI18nDict[];
  depts: SysDept[];
  posts: SysPost[];
  notices: SysNotice[];
  roles: SysRole[];
  users: SysUser[];
  /** userId -> clear-text password, so the mock can verify logins. Never returned by an endpoint. */
  credentials: Record<Id, string>;
  /** userName -> consecutive failed logins, for the security config's retry strategy. */
  loginFailures: Record<string, number>;
  permissions: SysPermission[];
  securityConfigs: SysSecurityConfig[];
  sessions: Session[];
  captchas: Captcha[];
  logininfor: SysLogininfor[];
  files: StoredFile[];
  sites: CmsSite[];
  operLogs: SysOperLog[];
  ipRules: SysIpRule[];
  /** Queued static-publish tasks (only the count matters so far). */
  publishQueue: string[];
}

/** The CMS tables (rows in ./cms-types, seeded by ./cms-seed). */
export interface CmsTables {
  publishPipes: CmsPublishPipe[];
  templates: CmsTemplate[];
  catalogs: CmsCatalog[];
  contents: CmsContent[];
  articleDetails: CmsArticleDetail[];
  images: CmsImage[];
  audios: CmsAudio[];
  videos: CmsVideo[];
  bookDetails: CmsBookDetail[];
  bookChapters: CmsBookChapter[];
  contentBackups: CmsContentBackup[];
  contentOpLogs: CmsContentOpLog[];
  contentRelas: CmsContentRela[];
  pageWidgets: CmsPageWidget[];
  resources: CmsResource[];
  siteProperties: CmsSiteProperty[];
  tagWordGroups: CmsTagWordGroup[];
  tagWords: CmsTagWord[];
  /** Extension models, their fields and stored values (seeded by ./cms-seed-xmodel). */
  xmodels: CmsXModel[];
  xmodelFields: CmsXModelField[];
  xmodelData: CmsXModelData[];
  /** Files under the resource root (the file manager's tree). */
  siteFiles: CmsSiteFile[];
}
