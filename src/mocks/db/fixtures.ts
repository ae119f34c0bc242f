/**
 * Hand-made seed rows the server's seed tables lack (docs/seed-data.md): departments, posts, roles, users, their
 * permissions, the security configs and two CMS sites. Ids are small numbers like the real SQL seed.
 */
import type {
  CmsSite,
  SysDept,
  SysNotice,
  SysPermission,
  SysPost,
  SysRole,
  SysSecurityConfig,
  SysUser,
} from './types';
import { fakeBcrypt } from '../core/random';

/** createTime of every seeded row: the V1.5.5 release day, so seeds are deterministic. */
export const SEED_TIME = '2025-04-23 10:00:00';

const base = { createBy: 'admin', createTime: SEED_TIME };

export const seedDepts: SysDept[] = [
  {
    ...base,
    deptId: '100',
    parentId: '0',
    ancestors: '0',
    deptName: '栗子科技',
    orderNum: 0,
    leader: '栗子',
    phone: '15888888888',
    email: 'contact@chestnut.example',
    status: '0',
  },
  {
    ...base,
    deptId: '101',
    parentId: '100',
    ancestors: '0,100',
    deptName: '研发部',
    orderNum: 1,
    leader: '张工',
    status: '0',
  },
  {
    ...base,
    deptId: '102',
    parentId: '100',
    ancestors: '0,100',
    deptName: '编辑部',
    orderNum: 2,
    leader: '李编',
    status: '0',
  },
  {
    ...base,
    deptId: '103',
    parentId: '100',
    ancestors: '0,100',
    deptName: '测试部',
    orderNum: 3,
    status: '0',
  },
  {
    ...base,
    deptId: '104',
    parentId: '102',
    ancestors: '0,100,102',
    deptName: '新闻组',
    orderNum: 1,
    status: '0',
  },
  {
    ...base,
    deptId: '105',
    parentId: '100',
    ancestors: '0,100',
    deptName: '运营部',
    orderNum: 4,
    status: '1',
  },
];

export const seedPosts: SysPost[] = [
  { ...base, postId: '1', postCode: 'ceo', postName: '董事长', postSort: 1, status: '0' },
  { ...base, postId: '2', postCode: 'se', postName: '项目经理', postSort: 2, status: '0' },
  { ...base, postId: '3', postCode: 'hr', postName: '人力资源', postSort: 3, status: '0' },
  { ...base, postId: '4', postCode: 'user', postName: '普通员工', postSort: 4, status: '0' },
  { ...base, postId: '5', postCode: 'editor', postName: '编辑', postSort: 5, status: '0' },
];

export const seedNotices: SysNotice[] = [
  {
    ...base,
    noticeId: '1',
    noticeTitle: '温馨提醒：ChestnutCMS 新版本发布啦',
    noticeType: '1',
    noticeContent: '<p>新版本内容</p>',
    status: '0',
    remark: '管理员',
  },
  {
    ...base,
    noticeId: '2',
    noticeTitle: '维护通知：系统凌晨维护',
    noticeType: '1',
    noticeContent: '<p>维护内容</p>',
    status: '1',
    remark: '管理员',
  },
];

export const seedRoles: SysRole[] = [
  {
    ...base,
    roleId: '1',
    roleName: '超级管理员',
    roleKey: 'admin',
    roleSort: 1,
    status: '0',
    remark: '超级管理员',
  },
  {
    ...base,
    roleId: '2',
    roleName: '普通角色',
    roleKey: 'common',
    roleSort: 2,
    status: '0',
    remark: '普通角色',
  },
  {
    ...base,
    roleId: '3',
    roleName: '测试角色',
    roleKey: 'test',
    roleSort: 3,
    status: '0',
    remark: '测试角色',
  },
  {
    ...base,
    roleId: '4',
    roleName: '内容编辑',
    roleKey: 'editor',
    roleSort: 4,
    status: '0',
    remark: '站点内容编辑',
  },
];

/** Seeded accounts with their clear-text passwords (the db keeps only the hash on the user row). */
export const seedAccounts: { user: SysUser; password: string }[] = [
  {
    password: 'admin123',
    user: {
      ...base,
      userId: '1',
      deptId: '100',
      userName: 'admin',
      nickName: '超级管理员',
      realName: '管理员',
      email: 'admin@chestnut.example',
      phoneNumber: '15888888888',
      sex: '0',
      password: fakeBcrypt('admin123'),
      status: '0',
      loginIp: '127.0.0.1',
      loginDate: SEED_TIME,
      passwordModifyTime: SEED_TIME,
      forceModifyPassword: 'N',
      roleIds: ['1'],
      postIds: ['1'],
      remark: '管理员',
    },
  },
  {
    password: 'test123',
    user: {
      ...base,
      userId: '2',
      deptId: '103',
      userName: 'test',
      nickName: '测试账号',
      realName: '测试',
      email: 'test@chestnut.example',
      phoneNumber: '15666666666',
      sex: '1',
      password: fakeBcrypt('test123'),
      status: '0',
      passwordModifyTime: SEED_TIME,
      forceModifyPassword: 'N',
      roleIds: ['3'],
      postIds: ['4'],
      remark: '测试员',
    },
  },
  {
    password: 'editor123',
    user: {
      ...base,
      userId: '3',
      deptId: '104',
      userName: 'editor',
      nickName: '内容编辑',
      realName: '李编辑',
      email: 'editor@chestnut.example',
      phoneNumber: '15777777777',
      sex: '0',
      password: fakeBcrypt('editor123'),
      status: '0',
      passwordModifyTime: SEED_TIME,
      forceModifyPassword: 'N',
      roleIds: ['4'],
      postIds: ['5'],
    },
  },
];

/** Menu ids granted to the `editor` role: the CMS directory's main screens, read-only user and dict. */
export const EDITOR_MENU_IDS = ['2025', '2026', '2027', '2028', '2024', '1', '100', '1004', '105', '1029'];
/** Menu ids granted to the `test` role: a few System and Monitor screens. */
export const TEST_MENU_IDS = ['1', '100', '101', '103', '104', '2', '109', '1046', '112'];

export const seedPermissions: SysPermission[] = [
  {
    ...base,
    permissionId: '1',
    ownerType: 'Role',
    owner: '4',
    permType: 'Menu',
    permissions: EDITOR_MENU_IDS,
  },
  { ...base, permissionId: '2', ownerType: 'Role', owner: '3', permType: 'Menu', permissions: TEST_MENU_IDS },
  {
    ...base,
    permissionId: '3',
    ownerType: 'Role',
    owner: '4',
    permType: 'Site',
    permissions: ['Site:View:1', 'Site:Edit:1', 'Site:Publish:1', 'Site:AddCatalog:1', 'Site:View:2'],
  },
];

export const seedSecurityConfigs: SysSecurityConfig[] = [
  {
    ...base,
    configId: '1',
    status: '1',
    passwordLenMin: 6,
    passwordLenMax: 20,
    passwordRule: 'NONE',
    passwordSensitive: [],
    forceModifyPwdAfterAdd: 'N',
    forceModifyPwdAfterReset: 'N',
    passwordExpireSeconds: 0,
    passwordRetryLimit: 0,
    passwordRetryStrategy: 'NONE',
    passwordRetryLockSeconds: 0,
  },
  {
    ...base,
    configId: '2',
    status: '0',
    passwordLenMin: 6,
    passwordLenMax: 24,
    passwordRule: 'LETTER_NUMBER',
    passwordRulePattern: '^(?=.*[A-Za-z])(?=.*\\d).+$',
    passwordSensitive: [],
    forceModifyPwdAfterAdd: 'N',
    forceModifyPwdAfterReset: 'N',
    passwordExpireSeconds: 0,
    passwordRetryLimit: 5,
    passwordRetryStrategy: 'LOCK',
    passwordRetryLockSeconds: 3600,
  },
];

export const seedSites: CmsSite[] = [
  {
    ...base,
    siteId: '1',
    parentId: '0',
    name: '栗子演示站',
    description: 'ChestnutCMS 演示站点',
    path: 'demo',
    link: 'http://localhost/demo/',
    resourceUrl: 'http://localhost/demo/',
    sortFlag: 1,
    seoTitle: '栗子演示站',
  },
  {
    ...base,
    siteId: '2',
    parentId: '0',
    name: 'Chestnut English',
    description: 'English demo site',
    path: 'en',
    link: 'http://localhost/en/',
    resourceUrl: 'http://localhost/en/',
    sortFlag: 2,
    // The seeded site model of site 2 (cms-xmodel-seed.ts); site 1 has none set.
    configProps: { SiteExtendModel: '9004' },
  },
];
