/**
 * `POST /system/user/importTemplate` and `POST /system/user/importData` (multipart `file` +
 * `updateSupport`). The upload is read with services/xlsx-read.ts (the template's Chinese headers pick
 * the columns); rows are imported like SysUserReadListener: a new user needs an existing department,
 * unique name/phone/email and a password the security config accepts; an existing user is updated only
 * with `updateSupport`. The reply is the import log (`data`, HTML with <br/>), ending with the counts.
 * A file that is not a readable .xlsx imports nothing and says so in the same shape (0 succeeded).
 */
import type { Call } from '../core/context';
import { fail, ok, type R } from '../core/envelope';
import { xlsxResponse } from '../core/excel';
import { format, type Locale } from '../core/i18n';
import { fakeBcrypt } from '../core/random';
import { MockReply } from '../core/reply';
import type { SysUser } from '../db';
import { forceModifyFlag, validPassword } from './password-policy';
import { readFirstSheet } from './xlsx-read';

/** UserImportData: header → field. */
const COLUMNS = [
  ['用户名', 'userName'],
  ['昵称', 'nickName'],
  ['部门名称', 'deptName'],
  ['岗位编码', 'postCodes'],
  ['角色编码', 'roleCodes'],
  ['手机号码', 'phoneNumber'],
  ['邮箱', 'email'],
  ['性别', 'gender'],
  ['状态', 'status'],
  ['密码', 'password'],
  ['备注', 'remark'],
] as const;
type Field = (typeof COLUMNS)[number][1];
type ImportRow = Partial<Record<Field, string>>;

/** SystemUserTips (TIPS.SYS.USER.*), not in the server's message bundles, so kept here in the three languages. */
const TIPS: Record<'DEPT' | 'EXISTS' | 'FAIL' | 'DONE', Record<Locale, string>> = {
  DEPT: {
    'zh-CN': '账号“{0}”部门不存在。',
    'zh-TW': '賬號“{0}”部門不存在。',
    en: 'The department of account "{0}" does not exist.',
  },
  EXISTS: { 'zh-CN': '账号“{0}”已存在。', 'zh-TW': '賬號“{0}”已存在。', en: 'Account "{0}" already exists.' },
  FAIL: {
    'zh-CN': '账号“{0}”导入失败：{1}',
    'zh-TW': '賬號“{0}”導入失敗：{1}',
    en: 'Failed to import account "{0}": {1}',
  },
  DONE: {
    'zh-CN': '导入完成，成功数：{0}，失败数：{1}',
    'zh-TW': '導入完成，成功數：{0}，失敗數：{1}',
    en: 'Import finished, succeeded: {0}, failed: {1}',
  },
};

export function importTemplateResponse(c: Call): Response {
  return xlsxResponse<ImportRow>(c, 'UserImportData', COLUMNS, []);
}

function toRows(table: string[][]): ImportRow[] {
  const [header = [], ...data] = table;
  const fieldAt = header.map(
    (h) => COLUMNS.find(([title, field]) => title === h.trim() || field === h.trim())?.[1],
  );
  return data
    .filter((cells) => cells.some((cell) => cell.trim() !== ''))
    .map((cells) => {
      const row: ImportRow = {};
      cells.forEach((cell, i) => {
        const field = fieldAt[i];
        if (field && cell.trim() !== '') row[field] = cell.trim();
      });
      return row;
    });
}

const list = (text?: string) =>
  text
    ? text
        .split(/[,，]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** Imports one row, or throws MockReply with the reason; `exists` / `dept` are the skipped cases. */
function importRow(c: Call, row: ImportRow, updateSupport: boolean): 'ok' | 'exists' | 'dept' {
  const { tables } = c.db;
  c.validate((v) => [
    v.notBlank(row.userName),
    v.notBlank(row.nickName),
    v.dict(row.gender, 'Gender'),
    v.dict(row.status, 'SysUserStatus'),
  ]);
  const userName = String(row.userName);
  const existing = tables.users.find((u) => u.userName === userName);
  const clash = tables.users.some(
    (u) =>
      u !== existing &&
      (u.userName === userName ||
        (row.phoneNumber && u.phoneNumber === row.phoneNumber) ||
        (row.email && u.email === row.email)),
  );
  if (clash) c.error('ERR.COMMON.DATA_CONFLICT', '[username,phoneNumber,email]');
  const fields = {
    nickName: String(row.nickName),
    phoneNumber: row.phoneNumber,
    email: row.email,
    sex: row.gender ?? '2',
    status: row.status ?? '0',
    remark: row.remark,
  };
  if (existing) {
    if (!updateSupport) return 'exists';
    Object.assign(existing, fields, { updateBy: c.session().userName, updateTime: c.db.nowString() });
    if (row.password) {
      validPassword(c, existing, row.password);
      tables.credentials[existing.userId] = row.password;
      existing.password = fakeBcrypt(row.password);
    }
    return 'ok';
  }
  const dept = tables.depts.find((d) => d.deptName === row.deptName);
  if (!dept) return 'dept';
  c.validate((v) => [v.notBlank(row.password)]);
  const password = String(row.password);
  validPassword(c, { userName, ...fields }, password);
  const user: SysUser = {
    userId: c.db.nextId(),
    userName,
    ...fields,
    deptId: dept.deptId,
    password: fakeBcrypt(password),
    passwordModifyTime: c.db.nowString(),
    forceModifyPassword: forceModifyFlag(c, 'add') ? 'Y' : 'N',
    postIds: list(row.postCodes).flatMap((code) =>
      tables.posts.filter((p) => p.postCode === code).map((p) => p.postId),
    ),
    roleIds: list(row.roleCodes).flatMap((key) =>
      tables.roles.filter((r) => r.roleKey === key).map((r) => r.roleId),
    ),
    createBy: c.session().userName,
    createTime: c.db.nowString(),
  };
  tables.users.push(user);
  tables.credentials[user.userId] = password;
  return 'ok';
}

export async function importUsers(c: Call): Promise<R> {
  const form = await c.form();
  const file = form.get('file');
  // Not `instanceof Blob`: under jsdom the global Blob is not the class request.formData() builds.
  if (file === null || typeof file === 'string' || file.size === 0) return fail('Import file not exists!');
  const flag = c.query.get('updateSupport') ?? String(form.get('updateSupport') ?? '');
  const updateSupport = flag === 'true' || flag === '1';
  const table = await readFirstSheet(new Uint8Array(await file.arrayBuffer()));
  const tip = (key: keyof typeof TIPS, ...args: unknown[]) => format(TIPS[key][c.locale], args);
  const log: string[] = [];
  let success = 0;
  let failure = 0;
  for (const row of toRows(table ?? [])) {
    try {
      const result = importRow(c, row, updateSupport);
      if (result === 'ok') success++;
      else {
        failure++;
        log.push(tip(result === 'exists' ? 'EXISTS' : 'DEPT', row.userName));
      }
    } catch (e) {
      failure++;
      const reason = e instanceof MockReply && !(e.reply instanceof Response) ? e.reply.msg : String(e);
      log.push(tip('FAIL', row.userName ?? '', reason));
    }
  }
  return ok([...log, tip('DONE', success, failure)].join('<br/>'));
}
