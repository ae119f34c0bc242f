import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { Suspense } from 'react';

import { fromModelField, GeneratedFields, parseOptionLines } from '@/components/cms/exmodel-editor';

import { renderKit } from '../../components/render-kit';
import { setupScreenTests, SLOW } from '../../system/helpers';

setupScreenTests();

const kinds = (type: string, regex?: string) => [{ type, ...(regex ? { regex } : {}) }];

/** One input per validation kind, plus a dictionary select: the generated form every screen uses. */
const FIELDS = [
  fromModelField({ name: '必填', code: 'required', controlType: 'input', validations: kinds('NotEmpty') }),
  fromModelField({ name: '数字', code: 'number', controlType: 'input', validations: kinds('Number') }),
  fromModelField({ name: '整数', code: 'int', controlType: 'input', validations: kinds('Int') }),
  fromModelField({ name: '日期', code: 'date', controlType: 'input', validations: kinds('Date') }),
  fromModelField({ name: '时间', code: 'time', controlType: 'input', validations: kinds('Time') }),
  fromModelField({
    name: '日期时间',
    code: 'datetime',
    controlType: 'input',
    validations: kinds('DateTime'),
  }),
  fromModelField({ name: '邮箱', code: 'email', controlType: 'input', validations: kinds('Email') }),
  fromModelField({ name: '手机', code: 'phone', controlType: 'input', validations: kinds('PhoneNumber') }),
  fromModelField({
    name: '编号',
    code: 'no',
    controlType: 'input',
    validations: kinds('Regex', '^NO\\d{3}$'),
  }),
  fromModelField({
    name: '是否',
    code: 'yes',
    controlType: 'radio',
    options: { type: 'dict', value: 'YesOrNo' },
    defaultValue: 'Y',
  }),
];

function Harness({ onValid }: { onValid: (values: unknown) => void }) {
  const [form] = Form.useForm();
  return (
    <Suspense fallback={null}>
      <Form form={form} initialValues={{ yes: 'Y' }} onFinish={onValid}>
        <GeneratedFields fields={FIELDS} />
        <Button htmlType="submit">check</Button>
      </Form>
    </Suspense>
  );
}

const BAD: Record<string, [string, string]> = {
  数字: ['1.2.3', '数字必须是数字'],
  整数: ['1.5', '整数必须是整数'],
  日期: ['2026-02-30', '日期日期格式[yyyy-MM-dd]校验失败'],
  时间: ['24:00:00', '时间时间格式[HH:mm:ss]校验失败'],
  日期时间: ['2026-01-01T10:00:00', '日期时间日期时间格式[yyyy-MM-dd HH:mm:ss]校验失败'],
  邮箱: ['a@b', '邮箱不是有效的邮箱地址'],
  手机: ['12345678901', '手机不是有效的手机号码'],
  编号: ['no123', '编号格式不正确'],
};
const GOOD: Record<string, string> = {
  必填: 'x',
  数字: '-3.25',
  整数: '42',
  日期: '2024-02-29',
  时间: '23:59:59',
  日期时间: '2026-01-01 10:00:00',
  邮箱: 'a@b.cn',
  手机: '13912345678',
  编号: 'NO123',
};

describe('the generated form', () => {
  it('enforces every validation kind with its message and takes values that pass', async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    renderKit(<Harness onValid={onValid} />);
    await screen.findByLabelText('必填', {}, SLOW);
    // The dictionary radio shows the dictionary's labels.
    expect(await screen.findByText('是', {}, SLOW)).toBeInTheDocument();
    for (const [label, [value]] of Object.entries(BAD)) await user.type(screen.getByLabelText(label), value);
    await user.click(screen.getByText('check'));
    expect(await screen.findByText('必填不能为空', {}, SLOW)).toBeInTheDocument();
    for (const [, message] of Object.values(BAD))
      expect(await screen.findByText(message, {}, SLOW)).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();

    for (const [label, value] of Object.entries(GOOD)) {
      const input = screen.getByLabelText(label);
      await user.clear(input);
      await user.type(input, value);
    }
    await user.click(within(document.body).getByText('check'));
    await vi.waitFor(() => expect(onValid).toHaveBeenCalledTimes(1), SLOW);
    expect(onValid.mock.calls[0]?.[0]).toMatchObject({ int: '42', yes: 'Y', no: 'NO123' });
  });

  it('reads value=label lines, flagging bad lines and duplicate values', () => {
    expect(parseOptionLines('a=甲\n\nb = 乙\nc\na=丙')).toEqual({
      options: [
        { value: 'a', name: '甲' },
        { value: 'b', name: '乙' },
        { value: 'c', name: 'c' },
        { value: 'a', name: '丙' },
      ],
      badLines: [4],
      duplicates: ['a'],
    });
  });
});
