import { configApi } from '@/api/system/config';
import { deptApi } from '@/api/system/dept';
import { dictDataApi, dictTypeApi } from '@/api/system/dict';
import { i18nApi } from '@/api/system/i18n';
import { ipRuleApi } from '@/api/system/ip-rule';
import { menuApi } from '@/api/system/menu';
import { noticeApi } from '@/api/system/notice';
import { permissionApi } from '@/api/system/permission';
import { postApi } from '@/api/system/post';
import { profileApi } from '@/api/system/profile';
import { roleApi } from '@/api/system/role';
import { securityApi } from '@/api/system/security';
import { userApi } from '@/api/system/user';

import { expectContractBody, held, type SaveCase } from './body-capture';
import { CONTRACT } from './contract-fields';

const READ_ONLY = { enable: true, accountNonLocked: true, type: 'normal' };

const cases: SaveCase[] = [
  {
    name: 'post add',
    contract: CONTRACT.SysPost,
    method: 'POST',
    path: '/system/post',
    save: () => postApi.add(held({ postCode: 'qa', postName: 'QA', postSort: 5, status: '0' }, READ_ONLY)),
  },
  {
    name: 'post edit',
    contract: CONTRACT.SysPost,
    method: 'PUT',
    path: '/system/post',
    save: async () => postApi.update(held(await postApi.get('2'), READ_ONLY)),
  },
  {
    name: 'user add',
    contract: CONTRACT.SysUser,
    method: 'POST',
    path: '/system/user',
    save: () =>
      userApi.add(
        held(
          {
            userName: 'bodycheck',
            nickName: 'Body',
            password: 'abc12345',
            deptId: '103',
            sex: '0',
            status: '0',
          },
          READ_ONLY,
        ),
      ),
  },
  {
    name: 'user edit',
    contract: CONTRACT.SysUser,
    method: 'PUT',
    path: '/system/user',
    save: async () => userApi.update(held((await userApi.get('2')).user, READ_ONLY)),
  },
  {
    name: 'user role grant',
    contract: CONTRACT.AuthRoleDTO,
    method: 'PUT',
    path: '/system/user/authRole',
    save: () => userApi.saveAuthRole('2', ['2']),
  },
  {
    name: 'menu grant of a role (the drawer holds the owner with its name)',
    contract: CONTRACT.SysPermissionDTO,
    method: 'POST',
    path: '/system/permission',
    save: () =>
      permissionApi.saveMenu(held({ ownerType: 'Role' as const, owner: '2' }, { ownerName: '普通角色' }), [
        '1',
      ]),
  },
  {
    name: 'profile edit',
    contract: CONTRACT.SysUser,
    method: 'PUT',
    path: '/system/user/profile',
    save: async () => profileApi.update(held((await profileApi.profile()).user, READ_ONLY)),
  },
  {
    name: 'role add',
    contract: CONTRACT.SysRole,
    method: 'POST',
    path: '/system/role',
    save: () => roleApi.add(held({ roleName: 'QA', roleKey: 'qa', roleSort: 9, status: '0' }, READ_ONLY)),
  },
  {
    name: 'role edit',
    contract: CONTRACT.SysRole,
    method: 'PUT',
    path: '/system/role',
    save: async () => roleApi.update(held(await roleApi.get('2'), READ_ONLY)),
  },
  {
    name: 'dept add',
    contract: CONTRACT.SysDept,
    method: 'POST',
    path: '/system/dept',
    save: () => deptApi.add(held({ parentId: '100', deptName: 'QA', orderNum: 9, status: '0' }, READ_ONLY)),
  },
  {
    name: 'dept edit',
    contract: CONTRACT.SysDept,
    method: 'PUT',
    path: '/system/dept',
    save: async () => deptApi.update(held(await deptApi.get('101'), READ_ONLY)),
  },
  {
    name: 'menu add',
    contract: CONTRACT.SysMenu,
    method: 'POST',
    path: '/system/menu',
    save: () =>
      menuApi.add(
        held(
          {
            parentId: '0',
            menuType: 'M' as const,
            menuName: 'QA',
            orderNum: 99,
            path: 'qa',
            isFrame: 'N',
            isCache: 'Y',
            visible: 'Y',
            status: '0',
          },
          READ_ONLY,
        ),
      ),
  },
  {
    name: 'menu edit',
    contract: CONTRACT.SysMenu,
    method: 'PUT',
    path: '/system/menu',
    save: async () => menuApi.update(held(await menuApi.get('2025'), READ_ONLY)),
  },
  {
    name: 'config add',
    contract: CONTRACT.SysConfig,
    method: 'POST',
    path: '/system/config',
    save: () => configApi.add(held({ configName: 'QA', configKey: 'QaKey', configValue: '1' }, READ_ONLY)),
  },
  {
    name: 'config edit',
    contract: CONTRACT.SysConfig,
    method: 'PUT',
    path: '/system/config',
    save: async () => configApi.update(held(await configApi.get('1'), READ_ONLY)),
  },
  {
    name: 'notice add',
    contract: CONTRACT.SysNoticeDTO,
    method: 'POST',
    path: '/system/notice',
    save: () =>
      noticeApi.add(
        held({ noticeTitle: 'QA', noticeType: '1', status: '0' }, { createBy: 'admin', createTime: 'now' }),
      ),
  },
  {
    name: 'notice edit (the loaded notice carries createBy/createTime)',
    contract: CONTRACT.SysNoticeDTO,
    method: 'PUT',
    path: '/system/notice',
    save: async () => noticeApi.update(held(await noticeApi.get('1'), READ_ONLY)),
  },
  {
    name: 'dict type add',
    contract: CONTRACT.SysDictType,
    method: 'POST',
    path: '/system/dict/type',
    save: () => dictTypeApi.add(held({ dictName: 'QA', dictType: 'QaType' }, READ_ONLY)),
  },
  {
    name: 'dict type edit',
    contract: CONTRACT.SysDictType,
    method: 'PUT',
    path: '/system/dict/type',
    save: async () => dictTypeApi.update(held(await dictTypeApi.get('1'), READ_ONLY)),
  },
  {
    name: 'dict data add',
    contract: CONTRACT.SysDictData,
    method: 'POST',
    path: '/system/dict/data',
    save: () =>
      dictDataApi.add(
        held(
          {
            dictType: 'CMSContentAttribute',
            dictLabel: 'QA',
            dictValue: 'qa',
            dictSort: 9,
            listClass: 'default',
          },
          READ_ONLY,
        ),
      ),
  },
  {
    name: 'dict data edit (the loaded entry carries status)',
    contract: CONTRACT.SysDictData,
    method: 'PUT',
    path: '/system/dict/data',
    save: async () => {
      const loaded = await dictDataApi.get('1');
      return dictDataApi.update(held({ ...loaded, listClass: loaded.listClass ?? '' }, READ_ONLY));
    },
  },
  {
    name: 'i18n add',
    contract: CONTRACT.SysI18nDict,
    method: 'POST',
    path: '/system/i18n/dict',
    save: () => i18nApi.add(held({ langTag: 'en', langKey: 'QA.KEY', langValue: 'QA' }, READ_ONLY)),
  },
  {
    name: 'i18n edit',
    contract: CONTRACT.SysI18nDict,
    method: 'PUT',
    path: '/system/i18n/dict',
    save: async () => i18nApi.update(held(await i18nApi.get('1'), READ_ONLY)),
  },
  {
    name: 'i18n batch',
    contract: CONTRACT.SysI18nDict,
    method: 'PUT',
    path: '/system/i18n/dict/batch',
    save: async () =>
      i18nApi.batch((await i18nApi.byKey('CONFIG.BaiduMapAccessKey')).map((row) => held(row, READ_ONLY))),
  },
  {
    name: 'security config add',
    contract: CONTRACT.SysSecurityConfig,
    method: 'POST',
    path: '/system/security/config',
    save: async () => {
      const { configId: _id, ...copy } = await securityApi.get('1');
      return securityApi.add(held(copy, READ_ONLY));
    },
  },
  {
    name: 'security config edit (the loaded config carries enable)',
    contract: CONTRACT.SysSecurityConfig,
    method: 'PUT',
    path: '/system/security/config',
    save: async () => securityApi.update(held(await securityApi.get('2'), READ_ONLY)),
  },
  {
    name: 'ip rule add',
    contract: CONTRACT.IpRule,
    method: 'POST',
    path: '/sys/iprule',
    save: () => ipRuleApi.add(held({ ip: '10.9.0.0', cidr: 16, type: 'DENY' }, { enable: true })),
  },
  {
    name: 'ip rule edit',
    contract: CONTRACT.IpRule,
    method: 'PUT',
    path: '/sys/iprule',
    save: async () => ipRuleApi.update(held(await ipRuleApi.get('1'), { createBy: 'x', enable: true })),
  },
];

describe('System request bodies', () => {
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
