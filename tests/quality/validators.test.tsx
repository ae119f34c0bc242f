import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input, type FormRule } from 'antd';
import { useState } from 'react';

import { isBlank, isCode, isEmail, isHttpUrl, isMobile, isUrl, rules } from '@/lib/validators';

import { TestStyles } from '../test-styles';
import { expectNothingExecuted, PAYLOAD_NAMES, PAYLOADS, type PayloadName } from './payloads';

/** Runs an antd rule's validator as rc-field-form does: the error text, or null when accepted. */
async function check(rule: FormRule, value: unknown): Promise<string | null> {
  if (typeof rule === 'function' || !rule.validator) throw new Error('expected a validator rule');
  try {
    await rule.validator({} as never, value, () => undefined);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

const blank = (name: PayloadName) => name === 'empty' || name === 'whitespace';

/** Each rule: the message it rejects with, and which payloads it accepts. */
const RULES: { name: string; rule: FormRule; message: string; accepts: (p: PayloadName) => boolean }[] = [
  { name: 'required', rule: rules.required(), message: '${label}不能为空', accepts: (p) => !blank(p) },
  {
    name: 'required with a label',
    rule: rules.required('岗位名称'),
    message: '岗位名称不能为空',
    accepts: (p) => !blank(p),
  },
  // Format rules let empty values through (combine with required); any text of the payloads fails them.
  { name: 'email', rule: rules.email(), message: '邮箱格式错误', accepts: blank },
  { name: 'mobile', rule: rules.mobile(), message: '手机号码格式错误', accepts: blank },
  {
    name: 'httpUrl',
    rule: rules.httpUrl(),
    message: 'URL链接格式错误，必须以http(s)://开头',
    accepts: blank,
  },
  // Letters only: 10,000 of them are still a code (the length rule is what bounds a field).
  {
    name: 'code',
    rule: rules.code(),
    message: '只能使用大小写字母、数字和下划线',
    accepts: (p) => blank(p) || p === 'overlong',
  },
  {
    name: 'length 1..50',
    rule: rules.length(1, 50),
    message: '长度必须介于 1 和 50 之间',
    accepts: (p) => p !== 'overlong',
  },
];

describe('validators under bad input', () => {
  const cases = RULES.flatMap((r) => PAYLOAD_NAMES.map((p) => [r.name, p, r] as const));
  it.each(cases)('%s ← %s', async (_rule, payload, r) => {
    const expected = r.accepts(payload) ? null : r.message;
    await expect(check(r.rule, PAYLOADS[payload])).resolves.toBe(expected);
  });

  it.each(PAYLOAD_NAMES)('the patterns never throw and reject %s', (payload) => {
    const value = PAYLOADS[payload];
    expect(isBlank(value)).toBe(blank(payload));
    for (const test of [isEmail, isMobile, isHttpUrl, isUrl]) expect(test(value)).toBe(false);
    expect(isCode(value)).toBe(payload === 'overlong');
  });
});

/** Validation is asynchronous; leave room for a busy machine. */
const SLOW = { timeout: 5000 };

/** antd spaces out a two-character CJK label: "保 存". */
const SAVE = /保\s*存/;

interface Values {
  name?: string;
  email?: string;
}

/** A form as screens build them: the rule's message under the field, or the value shown back as text. */
function Probe() {
  const [form] = Form.useForm<Values>();
  const [saved, setSaved] = useState<Values | undefined>(undefined);
  return (
    <Form form={form} onFinish={setSaved}>
      <Form.Item name="name" label="名称" rules={[rules.required(), rules.length(1, 50)]}>
        <Input />
      </Form.Item>
      <Form.Item name="email" label="邮箱" rules={[rules.email()]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">保存</Button>
      {saved && <p data-testid="saved">{saved.name}</p>}
    </Form>
  );
}

describe('an antd form with the validators', () => {
  afterEach(() => {
    delete window.__xss;
  });

  it.each(PAYLOAD_NAMES)(
    '%s is rejected with the rule message or kept and shown as plain text',
    async (payload) => {
      const user = userEvent.setup();
      // Without antd's CSS in jsdom, as the app is rendered in tests (tests/test-styles.tsx).
      render(<Probe />, { wrapper: TestStyles });
      const value = PAYLOADS[payload];
      if (value) {
        await user.click(screen.getByLabelText('名称'));
        await user.paste(value);
        await user.click(screen.getByLabelText('邮箱'));
        await user.paste(value);
      }
      await user.click(screen.getByRole('button', { name: SAVE }));
      if (blank(payload)) {
        // The message names the field by the Form.Item's label.
        expect(await screen.findByText('名称不能为空', undefined, SLOW)).toBeInTheDocument();
      } else if (payload === 'overlong') {
        expect(await screen.findByText('长度必须介于 1 和 50 之间', undefined, SLOW)).toBeInTheDocument();
        expect(screen.getByText('邮箱格式错误')).toBeInTheDocument();
      } else {
        // The email rule rejects it; the name alone would pass: submit again without the email.
        expect(await screen.findByText('邮箱格式错误')).toBeInTheDocument();
        await user.clear(screen.getByLabelText('邮箱'));
        await user.click(screen.getByRole('button', { name: SAVE }));
        await waitFor(() => expect(screen.getByTestId('saved').textContent).toBe(value), SLOW);
      }
      expect(screen.getByLabelText('名称')).toHaveValue(value);
      expectNothingExecuted();
    },
  );
});
