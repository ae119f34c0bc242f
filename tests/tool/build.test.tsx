import { EditorView } from '@codemirror/view';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { type FormDesign, moveField } from '@/features/tool/build/design';
import { generateCode } from '@/features/tool/build/generate-code';

import { renderSignedIn } from '../render-app';
import { saveAs } from '../save-as-spy';
import { stubTextRanges } from './code-editor-stubs';
import { findDialog, getButton, setupScreenTests, SLOW } from '../system/helpers';

setupScreenTests();
stubTextRanges();

const STORAGE_KEY = 'chestnut.tool.formBuilder';

/** A drag's data, carried from dragstart to drop as the browser does. */
function dataTransfer() {
  const data = new Map<string, string>();
  return {
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
    effectAllowed: 'all',
    dropEffect: 'none',
  };
}

function drag(from: HTMLElement, to: HTMLElement) {
  const transfer = dataTransfer();
  fireEvent.dragStart(from, { dataTransfer: transfer });
  fireEvent.dragOver(to, { dataTransfer: transfer });
  fireEvent.drop(to, { dataTransfer: transfer });
}

const items = () => screen.getAllByTestId('build-item').map((el) => el.getAttribute('data-field'));

describe('form generator code', () => {
  it('writes a typed React + antd component with required rules, options and only the imports it uses', () => {
    const design: FormDesign = {
      componentName: 'ContactForm',
      fields: [
        {
          id: 'a',
          kind: 'input',
          label: 'Name',
          name: 'name',
          required: true,
          span: 12,
          placeholder: 'Your "name"',
        },
        {
          id: 'b',
          kind: 'select',
          label: 'Topic',
          name: 'topic',
          required: false,
          span: 12,
          options: [{ label: 'Sales', value: 's' }],
        },
        { id: 'c', kind: 'switch', label: 'Subscribe', name: 'subscribe', required: false, span: 24 },
      ],
    };
    const code = generateCode(design);
    expect(code).toContain("import { Button, Col, Form, Input, Row, Select, Switch } from 'antd';");
    expect(code).toContain(
      'export interface ContactFormValues {\n  name: string;\n  topic?: string;\n  subscribe?: boolean;\n}',
    );
    expect(code).toContain(
      'export default function ContactForm({ initialValues, onSubmit }: ContactFormProps)',
    );
    expect(code).toContain(
      `<Form.Item name="name" label="Name" rules={[{ required: true, message: "Name is required" }]}>`,
    );
    expect(code).toContain('<Input placeholder={"Your \\"name\\""} />');
    expect(code).toContain('<Select options={[{ label: "Sales", value: "s" }]} />');
    expect(code).toContain('<Form.Item name="subscribe" label="Subscribe" valuePropName="checked">');
    expect(code).not.toContain('dayjs');
    expect(moveField(design.fields, 'c', 'a').map((f) => f.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('form generator screen', () => {
  it('restores the saved design, adds by click and drag, configures, reorders, previews and downloads the code', async () => {
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({
        componentName: 'SignupForm',
        fields: [{ id: 'x1', kind: 'input', label: '昵称', name: 'nick', required: false, span: 24 }],
      }),
    );
    saveAs.mockReset();
    const user = userEvent.setup();
    renderSignedIn('/tool/build');
    const palette = await screen.findByTestId('build-palette', {}, SLOW);
    expect(await screen.findByText('昵称')).toBeInTheDocument();
    expect(screen.getByLabelText('组件名')).toHaveValue('SignupForm');

    await user.click(getButton(/开\s*关/, palette));
    const properties = await screen.findByTestId('build-properties');
    await user.clear(within(properties).getByLabelText('标题'));
    await user.type(within(properties).getByLabelText('标题'), '订阅');
    await user.clear(within(properties).getByLabelText('字段名'));
    await user.type(within(properties).getByLabelText('字段名'), '1bad');
    expect(
      within(properties).getByText('字段名须为字母、数字、下划线或 $，且不以数字开头'),
    ).toBeInTheDocument();
    await user.clear(within(properties).getByLabelText('字段名'));
    await user.type(within(properties).getByLabelText('字段名'), 'subscribe');
    expect(items()).toEqual(['nick', 'subscribe']);

    // A select dragged from the palette onto the first field lands before it.
    drag(getButton(/下拉选择/, palette), screen.getAllByTestId('build-item')[0]!);
    await waitFor(() => expect(items()).toEqual(['select3', 'nick', 'subscribe']));
    await user.click(within(await screen.findByTestId('build-properties')).getByLabelText('必填'));
    // Dragging a canvas item to the empty canvas area moves it to the end.
    drag(screen.getAllByTestId('build-item')[0]!, screen.getByTestId('build-canvas'));
    await waitFor(() => expect(items()).toEqual(['nick', 'subscribe', 'select3']));
    await user.click(within(screen.getAllByTestId('build-item')[1]!).getByLabelText('上移'));
    expect(items()).toEqual(['subscribe', 'nick', 'select3']);
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as FormDesign;
    expect(saved.fields.map((f) => f.name)).toEqual(['subscribe', 'nick', 'select3']);

    await user.click(screen.getByRole('tab', { name: '预览' }));
    const preview = await screen.findByTestId('build-preview');
    await user.click(getButton(/提\s*交/, preview));
    expect(await within(preview).findByText('下拉选择 is required', {}, SLOW)).toBeInTheDocument();

    await user.click(getButton(/生成代码/));
    const dialog = await findDialog('生成的 React + antd 表单组件');
    await waitFor(() => {
      const dom = dialog.querySelector<HTMLElement>('.cm-editor');
      const text = dom && EditorView.findFromDOM(dom)?.state.doc.toString();
      expect(text).toContain('export default function SignupForm(');
    }, SLOW);
    await user.click(getButton(/下\s*载/, dialog));
    await waitFor(() => expect(saveAs).toHaveBeenCalledTimes(1));
    expect(saveAs.mock.calls[0]?.[1]).toBe('SignupForm.tsx');
  });
});
