/**
 * Writes a design as a React + antd form component in TypeScript: a typed values interface, one
 * `Form.Item` per field in a 24-column grid, required rules, and Submit / Reset buttons.
 */
import type { DesignField, FieldKind, FormDesign } from './design';

/** The antd control of each kind, and the type of its value. */
const CONTROL: Record<FieldKind, { imports: string[]; type: string; jsx: (f: DesignField) => string }> = {
  input: { imports: ['Input'], type: 'string', jsx: (f) => `<Input${placeholder(f)} />` },
  textarea: {
    imports: ['Input'],
    type: 'string',
    jsx: (f) => `<Input.TextArea rows={4}${placeholder(f)} />`,
  },
  number: {
    imports: ['InputNumber'],
    type: 'number',
    jsx: (f) => `<InputNumber style={{ width: '100%' }}${placeholder(f)} />`,
  },
  select: {
    imports: ['Select'],
    type: 'string',
    jsx: (f) => `<Select${placeholder(f)} options={${options(f)}} />`,
  },
  radio: { imports: ['Radio'], type: 'string', jsx: (f) => `<Radio.Group options={${options(f)}} />` },
  checkbox: {
    imports: ['Checkbox'],
    type: 'string[]',
    jsx: (f) => `<Checkbox.Group options={${options(f)}} />`,
  },
  switch: { imports: ['Switch'], type: 'boolean', jsx: () => '<Switch />' },
  date: {
    imports: ['DatePicker'],
    type: 'Dayjs',
    jsx: (f) => `<DatePicker style={{ width: '100%' }}${placeholder(f)} />`,
  },
  time: {
    imports: ['TimePicker'],
    type: 'Dayjs',
    jsx: (f) => `<TimePicker style={{ width: '100%' }}${placeholder(f)} />`,
  },
  upload: {
    imports: ['Button', 'Upload'],
    type: 'UploadFile[]',
    jsx: () => '<Upload beforeUpload={() => false}>\n  <Button>Select file</Button>\n</Upload>',
  },
  richText: {
    imports: ['Input'],
    type: 'string',
    jsx: (f) => `<Input.TextArea rows={8}${placeholder(f)} />`,
  },
};

/** A JSX attribute value: a plain "string" when safe, else a JS string literal in braces. */
function attr(text: string): string {
  return /^[^"{}\\\n\r<>&]*$/.test(text) ? `"${text}"` : `{${JSON.stringify(text)}}`;
}

function placeholder(f: DesignField): string {
  return f.placeholder ? ` placeholder=${attr(f.placeholder)}` : '';
}

function options(f: DesignField): string {
  const items = (f.options ?? []).map(
    (o) => `{ label: ${JSON.stringify(o.label)}, value: ${JSON.stringify(o.value)} }`,
  );
  return `[${items.join(', ')}]`;
}

function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces);
  return text
    .split('\n')
    .map((line) => (line ? pad + line : line))
    .join('\n');
}

function formItem(f: DesignField): string {
  const props = [`name="${f.name}"`, `label=${attr(f.label)}`];
  if (f.kind === 'switch') props.push('valuePropName="checked"');
  if (f.kind === 'upload')
    props.push(
      'valuePropName="fileList"',
      'getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}',
    );
  if (f.required)
    props.push(`rules={[{ required: true, message: ${JSON.stringify(`${f.label} is required`)} }]}`);
  const note = f.kind === 'richText' ? '{/* Rich text: swap in the editor your project uses. */}\n' : '';
  const control = CONTROL[f.kind].jsx(f);
  return `<Col span={${f.span}}>\n${indent(`${note}<Form.Item ${props.join(' ')}>\n${indent(control, 2)}\n</Form.Item>`, 2)}\n</Col>`;
}

export function generateCode(design: FormDesign): string {
  const { componentName: name, fields } = design;
  const antd = new Set(['Button', 'Col', 'Form', 'Row', ...fields.flatMap((f) => CONTROL[f.kind].imports)]);
  const types = fields.some((f) => f.kind === 'upload') ? ', type UploadFile' : '';
  const dayjs = fields.some((f) => f.kind === 'date' || f.kind === 'time')
    ? "import type { Dayjs } from 'dayjs';\n"
    : '';
  const values = fields
    .map((f) => `  ${f.name}${f.required ? '' : '?'}: ${CONTROL[f.kind].type};`)
    .join('\n');
  const items = fields.map((f) => indent(formItem(f), 8)).join('\n');
  return `import { ${[...antd].sort().join(', ')}${types} } from 'antd';
${dayjs}
export interface ${name}Values {
${values}
}

export interface ${name}Props {
  initialValues?: Partial<${name}Values>;
  onSubmit: (values: ${name}Values) => void;
}

export default function ${name}({ initialValues, onSubmit }: ${name}Props) {
  const [form] = Form.useForm<${name}Values>();
  return (
    <Form form={form} layout="vertical" initialValues={initialValues} onFinish={onSubmit}>
      <Row gutter={16}>
${items}
      </Row>
      <Form.Item>
        <Button type="primary" htmlType="submit">
          Submit
        </Button>{' '}
        <Button onClick={() => form.resetFields()}>Reset</Button>
      </Form.Item>
    </Form>
  );
}
`;
}
