import { xlsxBytes } from '@/lib/xlsx';

import { mockDb } from '../../msw-server';
import { call, request } from '../helpers';
import { expectXlsx, multipart, signedIn } from './support';

describe('/system/user export, import and preferences', () => {
  it('exports the current page as xlsx only with the cc-export header', async () => {
    const api = signedIn();
    await expectXlsx(await api.exportList('/system/user/list', { status: '0' }), 'SysUser');
    const plain = await request('/system/user/list', { method: 'POST', token: api.token });
    expect((await plain.json()).code).toBe(500);
    await expectXlsx(
      await request('/system/user/importTemplate', { method: 'POST', token: api.token }),
      'UserImportData',
    );
  });

  it('imports rows of an xlsx, reporting existing users and unknown departments', async () => {
    const api = signedIn();
    const sheet = xlsxBytes('UserImportData', [
      [
        '用户名',
        '昵称',
        '部门名称',
        '岗位编码',
        '角色编码',
        '手机号码',
        '邮箱',
        '性别',
        '状态',
        '密码',
        '备注',
      ],
      [
        'lisi',
        '李四',
        '培训与继续教育部',
        'user',
        'site_editor',
        '13600001111',
        '',
        '0',
        '0',
        'Lisi2025',
        '',
      ],
      ['linyutong', '林雨桐', '网站编辑组', '', '', '', '', '1', '0', 'Tina2025', ''],
      ['nobody', '无部门', '不存在的部门', '', '', '', '', '0', '0', 'Nobody2025', ''],
    ]);
    const upload = async (bytes: Uint8Array, updateSupport: boolean) => {
      const { body, headers } = multipart('file', 'users.xlsx', bytes);
      return call<string>(`/system/user/importData?updateSupport=${updateSupport}`, {
        method: 'POST',
        token: api.token,
        body,
        headers,
      });
    };
    const first = await upload(sheet, false);
    expect(first.msg).toBe('SUCCESS');
    expect(first.data).toBe(
      '账号“linyutong”已存在。<br/>账号“nobody”部门不存在。<br/>导入完成，成功数：1，失败数：2',
    );
    expect(mockDb().tables.users.find((u) => u.userName === 'lisi')).toMatchObject({
      deptId: '207',
      postIds: ['4'],
      roleIds: ['5'],
    });
    // With updateSupport the existing accounts are updated instead of reported.
    expect((await upload(sheet, true)).data).toBe(
      '账号“nobody”部门不存在。<br/>导入完成，成功数：2，失败数：1',
    );
    expect((await upload(new TextEncoder().encode('not a workbook'), false)).data).toBe(
      '导入完成，成功数：0，失败数：0',
    );
  });

  it('keeps known preferences with defaults', async () => {
    const api = signedIn();
    expect((await api.get('/system/user/getPreferences')).data).toEqual({});
    expect(
      (await api.send('PUT', '/system/user/savePreferences', { ShowContentSubTitle: 'Y', Bogus: 1 })).code,
    ).toBe(200);
    expect((await api.get('/system/user/preference?id=ShowContentSubTitle')).data).toBe('Y');
    expect((await api.get('/system/user/preference?id=IncludeChildContent')).data).toBe('N');
    expect((await api.get('/system/user/preference?id=Nope')).msg).toBe('FAIL');
  });
});
