import type { FormRule } from 'antd';

import { rules } from '@/lib/validators';

/** Runs an antd rule's validator the way rc-field-form does, resolving to the error text or null. */
async function check(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
  try {
    await rule.validator({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('rules', () => {
  it.each<[string, FormRule, unknown, string | null]>([
    // Without a label the message keeps antd's variable, which the Form.Item fills with its label.
    ['required: empty', rules.required(), '', '${label}不能为空'],
    ['required: whitespace', rules.required(), '   ', '${label}不能为空'],
    ['required: null', rules.required(), null, '${label}不能为空'],
    ['required: empty array', rules.required(), [], '${label}不能为空'],
    ['required: with a label', rules.required('用户名'), undefined, '用户名不能为空'],
    ['required: text', rules.required(), 'a', null],
    ['required: zero', rules.required(), 0, null],
    ['email: bad', rules.email(), 'x@', '邮箱格式错误'],
    ['email: good', rules.email(), 'x@y.cn', null],
    ['email: empty passes', rules.email(), '', null],
    ['mobile: bad', rules.mobile(), '123', '手机号码格式错误'],
    ['mobile: good', rules.mobile(), '13812345678', null],
    ['code: bad', rules.code(), 'a-b', '只能使用大小写字母、数字和下划线'],
    ['code: good', rules.code(), 'a_b1', null],
    ['httpUrl: bad', rules.httpUrl(), 'www.a.com', 'URL链接格式错误，必须以http(s)://开头'],
    ['httpUrl: good', rules.httpUrl(), 'https://www.a.com', null],
    ['length: short', rules.length(2, 20), 'a', '长度必须介于 2 和 20 之间'],
    ['length: long', rules.length(2, 5), '123456', '长度必须介于 2 和 5 之间'],
    ['length: counts characters, not UTF-16 units', rules.length(1, 2), '😀😀', null],
    ['length: ok', rules.length(2, 20), 'abc', null],
    ['length: empty passes', rules.length(2, 20), '', null],
  ])('%s', async (_label, rule, value, expected) => {
    await expect(check(rule, value)).resolves.toBe(expected);
  });

  it('marks required rules for the asterisk', () => {
    expect(rules.required()).toMatchObject({ required: true });
  });
});
