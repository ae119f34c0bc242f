/**
 * Realistic seed staff: the departments, roles and ~57 accounts of a provincial engineering-consulting
 * association using the CMS, beside the three fixture accounts (admin, test, editor). Deterministic:
 * every field derives from the row's position, so two seeded dbs are identical.
 */
import { SEED_TIME, EDITOR_MENU_IDS } from './fixtures';
import type { SysDept, SysPermission, SysRole, SysUser } from './types';
import { fakeBcrypt } from '../core/random';

const base = { createBy: 'admin', createTime: SEED_TIME };

/** Clear-text password of every staff account (meets the seeded LETTER_NUMBER rule). */
export const STAFF_PASSWORD = 'Ecca2025';
export const ASSOCIATION_DEPT_ID = '200';

type DeptSeed = [id: string, parentId: string, name: string, order: number, leader?: string, status?: string];

const DEPTS: DeptSeed[] = [
  ['200', '0', '省工程咨询协会', 1, '周建国'],
  ['201', '200', '秘书处', 1, '陈立华'],
  ['202', '200', '会员服务部', 2, '王海燕'],
  ['203', '200', '咨询业务部', 3, '刘志强'],
  ['204', '203', '投资咨询组', 1, '赵文博'],
  ['205', '203', '工程评估组', 2, '孙明远'],
  ['206', '203', '造价咨询组', 3, '吴丽娟'],
  ['207', '200', '培训与继续教育部', 4, '郑晓东'],
  ['208', '200', '信息宣传部', 5, '黄思琪'],
  ['209', '208', '网站编辑组', 1, '林雨桐'],
  ['210', '208', '期刊编辑组', 2, '何嘉怡'],
  ['211', '200', '财务部', 6, '马秀英'],
  ['212', '200', '专家委员会办公室', 7, '高振华'],
  ['213', '200', '质量评价中心（已撤销）', 8, undefined, '1'],
];

function ancestorsOf(id: string): string {
  const chain: string[] = [];
  let parent = DEPTS.find((d) => d[0] === id)?.[1];
  while (parent !== undefined) {
    chain.unshift(parent);
    parent = DEPTS.find((d) => d[0] === parent)?.[1];
  }
  return chain.join(',');
}

export const staffDepts: SysDept[] = DEPTS.map(([deptId, parentId, deptName, orderNum, leader, status]) => ({
  ...base,
  deptId,
  parentId,
  ancestors: ancestorsOf(deptId),
  deptName,
  orderNum,
  leader,
  phone: leader ? `1390731${deptId.padStart(4, '0')}` : undefined,
  email: leader ? `dept${deptId}@ecca.example` : undefined,
  status: status ?? '0',
}));

export const staffRoles: SysRole[] = [
  { ...base, roleId: '5', roleName: '网站编辑', roleKey: 'site_editor', roleSort: 5, status: '0' },
  { ...base, roleId: '6', roleName: '内容审核', roleKey: 'content_auditor', roleSort: 6, status: '0' },
  { ...base, roleId: '7', roleName: '会员服务专员', roleKey: 'member_service', roleSort: 7, status: '0' },
  { ...base, roleId: '8', roleName: '财务人员', roleKey: 'finance', roleSort: 8, status: '0' },
  {
    ...base,
    roleId: '9',
    roleName: '只读访客',
    roleKey: 'readonly',
    roleSort: 9,
    status: '1',
    remark: '停用：外聘审计期间使用',
  },
];

export const staffPermissions: SysPermission[] = [
  {
    ...base,
    permissionId: '5',
    ownerType: 'Role',
    owner: '5',
    permType: 'Menu',
    permissions: EDITOR_MENU_IDS,
  },
  {
    ...base,
    permissionId: '6',
    ownerType: 'Role',
    owner: '6',
    permType: 'Menu',
    permissions: ['2025', '2026'],
  },
  { ...base, permissionId: '7', ownerType: 'Role', owner: '7', permType: 'Menu', permissions: ['1', '100'] },
];

/** userName | real name | English nickname | dept | sex | post | roles | status */
const PEOPLE = `zhoujianguo|周建国||200|0|1|1|0
chenlihua|陈立华||201|0|2|1|0
liuqian|刘倩|Cherry|201|1|4||0
zhangwei|张伟||201|0|4||0
wanghaiyan|王海燕||202|1|2|7|0
lixiaomei|李晓梅||202|1|4|7|0
zhaolei|赵磊|Leo|202|0|4|7|0
yangfan|杨帆||202|0|4|7|1
liuzhiqiang|刘志强||203|0|2|8|0
zhaowenbo|赵文博||204|0|2||0
qianjun|钱军||204|0|4||0
sunli|孙丽|Lily|204|1|4||0
zhoupeng|周鹏||204|0|4||0
wujing|吴静||204|1|4||0
sunmingyuan|孙明远||205|0|2||0
zhengkai|郑凯|Kevin|205|0|4||0
fengxue|冯雪||205|1|4||0
chenhao|陈浩||205|0|4||2
weiqing|卫青||205|0|4||0
wulijuan|吴丽娟||206|1|2|8|0
jiangtao|蒋涛||206|0|4||0
shenyue|沈悦|Yvonne|206|1|4||0
hanbing|韩冰||206|1|4||0
yangguang|杨光||206|0|4||1
zhengxiaodong|郑晓东||207|0|2||0
zhuting|朱婷||207|1|3||0
qinlang|秦朗|Ryan|207|0|4||0
xuyan|许艳||207|1|4||0
huangsiqi|黄思琪||208|1|2|5,6|0
linyutong|林雨桐|Tina|209|1|5|5|0
guoxin|郭鑫||209|0|5|5|0
luoyi|罗意||209|1|5|5|0
liangchen|梁晨|Morgan|209|0|5|5|0
songjia|宋佳||209|1|5|5,6|0
xieyun|谢云||209|1|5|5|1
hejiayi|何嘉怡||210|1|2|6|0
tangming|唐明||210|0|5|6|0
hanxu|韩旭||210|0|5|5|0
fengyu|冯雨|Grace|210|1|5|5|0
dengchao|邓超||210|0|5|5|0
maxiuying|马秀英||211|1|2|8|0
caoyang|曹阳||211|0|4|8|0
pengli|彭丽||211|1|4|8|0
gaozhenhua|高振华||212|0|2||0
yuhongmei|于红梅||212|1|4||0
dongliang|董亮|Leon|212|0|4||0
xiaoyu|萧雨||212|1|4||0
tianye|田野||213|0|4|9|1
panwen|潘文||201|0|3||0
duanmin|段敏||202|1|4|7|0
jiangning|江宁|Nina|203|1|4||0
weidong|魏东||204|0|4||0
laiyifan|赖一凡||205|0|4||0
fanglin|方琳||206|1|4||0
shixiaolong|石小龙|Dragon|207|0|4||0
kongling|孔玲||208|1|5|5|0
yuanqing|袁青||209|0|5|5|0`;

const DAY_MS = 86_400_000;
const SEED_MS = new Date(2025, 3, 23, 10).getTime();

function at(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** The staff accounts; `nowMs` places login dates and the one lock relative to the server's start. */
export function staffUsers(nowMs: number): SysUser[] {
  return PEOPLE.split('\n').map((line, i) => {
    const [userName = '', realName = '', nick, deptId, sex = '2', post, roles, status = '0'] =
      line.split('|');
    const created = SEED_MS - (400 - i * 5) * DAY_MS;
    const locked = status === '2';
    return {
      ...base,
      createTime: at(created),
      userId: String(101 + i),
      deptId,
      userName,
      nickName: nick || realName,
      realName,
      email: i % 7 === 3 ? undefined : `${userName}@ecca.example`,
      phoneNumber: `13${String(700_000_000 + i * 1_234_567).slice(0, 9)}`,
      sex,
      password: fakeBcrypt(STAFF_PASSWORD),
      status,
      loginIp: status === '0' ? `10.20.${30 + (i % 5)}.${11 + i}` : undefined,
      loginDate: status === '0' ? at(nowMs - ((i * 37) % 29) * DAY_MS - i * 3_600_000) : undefined,
      lockEndTime: locked ? at(nowMs + 2 * 3_600_000) : undefined,
      passwordModifyTime: at(created),
      forceModifyPassword: 'N',
      roleIds: roles ? roles.split(',') : [],
      postIds: post ? [post] : [],
    };
  });
}
