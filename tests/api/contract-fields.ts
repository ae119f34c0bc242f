import { BASE_ENTITY } from './body-capture';

/**
 * The fields of each body class, written from the backend contract's body column (docs/endpoints.md).
 * `<BaseEntity>` classes also take createBy, createTime, updateBy, updateTime, remark and params.
 */
export const CONTRACT = {
  // POST|PUT /system/post: SysPost(<BaseEntity>, …)
  SysPost: [...BASE_ENTITY, 'postId', 'postCode', 'postName', 'postSort', 'status', 'flag'],
  // POST|PUT /system/user and PUT /system/user/profile: SysUser(<BaseEntity>, …)
  SysUser: [
    ...BASE_ENTITY,
    ...['userId', 'deptId', 'deptName', 'userName', 'nickName', 'realName', 'email', 'phoneNumber'],
    ...['sex', 'birthday', 'avatar', 'avatarSrc', 'password', 'status', 'loginIp', 'loginDate'],
    ...['passwordModifyTime', 'forceModifyPassword', 'lockEndTime', 'preferences', 'roles', 'roleIds'],
    ...['postIds', 'roleId', 'modified'],
  ],
  // POST|PUT /system/role: SysRole(<BaseEntity>, …)
  SysRole: [...BASE_ENTITY, 'roleId', 'roleName', 'roleKey', 'roleSort', 'status'],
  // POST|PUT /system/dept: SysDept(<BaseEntity>, …)
  SysDept: [
    ...BASE_ENTITY,
    ...['deptId', 'parentId', 'ancestors', 'deptName', 'orderNum', 'leader', 'phone', 'email'],
    ...['status', 'parentName', 'children'],
  ],
  // POST|PUT /system/menu: SysMenu(<BaseEntity>, …)
  SysMenu: [
    ...BASE_ENTITY,
    ...['menuId', 'menuName', 'parentName', 'parentId', 'orderNum', 'path', 'component', 'query'],
    ...['isFrame', 'isCache', 'menuType', 'visible', 'status', 'perms', 'icon', 'children'],
  ],
  // POST|PUT /system/config: SysConfig(<BaseEntity>, …)
  SysConfig: [...BASE_ENTITY, 'configId', 'configName', 'configKey', 'configValue', 'fixed'],
  // POST|PUT /system/notice: SysNoticeDTO (no BaseEntity)
  SysNoticeDTO: ['noticeId', 'noticeTitle', 'noticeType', 'noticeContent', 'status', 'remark'],
  // POST|PUT /system/dict/type: SysDictType(<BaseEntity>, …)
  SysDictType: [...BASE_ENTITY, 'dictId', 'dictName', 'dictType', 'fixed'],
  // POST|PUT /system/dict/data: SysDictData(<BaseEntity>, …)
  SysDictData: [
    ...BASE_ENTITY,
    ...['dictCode', 'dictSort', 'dictLabel', 'dictValue', 'dictType', 'cssClass', 'listClass'],
    ...['isDefault', 'fixed'],
  ],
  // POST|PUT /system/i18n/dict and each item of PUT /system/i18n/dict/batch: SysI18nDict (no BaseEntity)
  SysI18nDict: ['dictId', 'langTag', 'langKey', 'langValue'],
  // POST|PUT /system/security/config: SysSecurityConfig(<BaseEntity>, …)
  SysSecurityConfig: [
    ...BASE_ENTITY,
    ...['configId', 'status', 'passwordLenMin', 'passwordLenMax', 'passwordRule', 'passwordRulePattern'],
    ...['passwordSensitive', 'weakPasswords', 'forceModifyPwdAfterAdd', 'forceModifyPwdAfterReset'],
    ...['passwordExpireSeconds', 'passwordRetryLimit', 'passwordRetryStrategy', 'passwordRetryLockSeconds'],
  ],
  // POST /system/permission: SysPermissionDTO
  SysPermissionDTO: ['ownerType', 'owner', 'permType', 'permissions'],
  // PUT /system/user/authRole: AuthRoleDTO
  AuthRoleDTO: ['userId', 'roleIds'],
  // POST|PUT /sys/iprule: the console's own design (docs/enterprise-only.md); `type` is ALLOW/DENY here
  IpRule: ['ruleId', 'ip', 'cidr', 'type', 'expireTime', 'remark'],
  // POST|PUT /monitor/task: ScheduledTaskDTO (no BaseEntity)
  ScheduledTaskDTO: ['taskId', 'taskType', 'taskTrigger', 'data', 'status', 'remark'],
  // POST|PUT /monitor/job: the Quartz SysJob the V1.5.5 console's job screen posts (<BaseEntity>)
  SysJob: [
    ...BASE_ENTITY,
    ...['jobId', 'jobName', 'jobGroup', 'invokeTarget', 'cronExpression', 'misfirePolicy', 'concurrent'],
    'status',
  ],
} as const;
