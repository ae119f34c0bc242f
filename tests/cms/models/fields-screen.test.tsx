import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodiesOf, bodyOf, firstRow, onSiteOne, pickOption } from './helpers';
import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  findDialog,
  findRow,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';

setupScreenTests();
// Whole journeys through several dialogs: minutes on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });
onSiteOne();

const PRODUCT = '9005';

function preview(): HTMLElement {
  return document.querySelector<HTMLElement>('[data-testid="model-preview"]') as HTMLElement;
}

describe('model fields', () => {
  it('adds a field: options lines, a bad regex and a used column are refused; the preview shows it', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn(`/cms/exmodel/fields?modelId=${PRODUCT}`);
    await firstRow('型号');
    // The preview renders the model's form with the editors' control and rules.
    expect(await within(preview()).findByText('售后邮箱', {}, SLOW)).toBeInTheDocument();
    await user.type(within(preview()).getByLabelText('售后邮箱'), 'not-mail');
    await user.click(getButton(/校\s*验/, preview()));
    // Looked up afresh until shown: antd's error list may replace a message's element with another as
    // the form validates again, so an element found once can be gone a moment later.
    await waitFor(
      () => expect(within(preview()).getByText('售后邮箱不是有效的邮箱地址')).toBeInTheDocument(),
      SLOW,
    );
    await waitFor(() => expect(within(preview()).getByText('型号不能为空')).toBeInTheDocument(), SLOW);

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加模型字段');
    await user.type(within(dialog).getByLabelText('名称'), '颜色');
    await user.type(within(dialog).getByLabelText('编码'), 'color');
    await pickOption(user, within(dialog).getByLabelText('数据表字段'), 'str9');
    await pickOption(user, within(dialog).getByLabelText('控件类型'), '下拉框');
    await user.click(within(dialog).getByText('不能为空'));
    await user.click(within(dialog).getByText('正则表达式'));
    await user.type(within(dialog).getByLabelText('正则内容'), '([[a-z');
    const lines = within(dialog).getByLabelText('选项');
    await user.type(lines, 'red=红{enter}red=红色{enter}blue');
    await user.click(getButton(/确\s*定/, dialog));
    await waitFor(() => expect(within(dialog).getByText(/^不是有效的正则表达式/)).toBeInTheDocument(), SLOW);
    await waitFor(
      () => expect(within(dialog).getByText('第 3 行不是“值=名称”格式')).toBeInTheDocument(),
      SLOW,
    );

    await user.clear(lines);
    await user.type(lines, 'red=红{enter}red=红色');
    await user.click(getButton(/确\s*定/, dialog));
    await waitFor(() => expect(within(dialog).getByText('选项值重复：red')).toBeInTheDocument(), SLOW);
    await user.clear(lines);
    await user.type(lines, 'red=红{enter}blue=蓝');
    const regex = within(dialog).getByLabelText('正则内容');
    await user.clear(regex);
    await user.type(regex, '^[[a-z]+$');

    // Meanwhile another editor gives str9 to a field: the server refuses the column.
    mockDb().tables.xmodelFields.push({
      ...mockDb().tables.xmodelFields.find((f) => f.modelId === PRODUCT)!,
      fieldId: '99001',
      code: 'other',
      name: '其他',
      fieldName: 'str9',
      sortFlag: 99,
    });
    await user.click(getButton(/确\s*定/, dialog));
    await toast('元数据字段“str9”冲突', 'error');
    expect(within(dialog).getByLabelText('名称')).toHaveValue('颜色');

    await pickOption(user, within(dialog).getByLabelText('数据表字段'), 'str10');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(await bodyOf(seen, 'POST', '/xmodel/field')).toEqual({
      modelId: PRODUCT,
      name: '颜色',
      code: 'color',
      fieldName: 'str10',
      controlType: 'select',
      validations: [{ type: 'NotEmpty' }, { type: 'Regex', regex: '^[a-z]+$' }],
      options: { type: 'text', value: 'red=红\nblue=蓝' },
      defaultValue: '',
      sortFlag: 1,
      defaultTable: false,
    });
    expect(await within(preview()).findByText('颜色', {}, SLOW)).toBeInTheDocument();
  });

  it('writes sortFlag when a row is dragged onto another', async () => {
    const seen = recordRequests();
    renderSignedIn(`/cms/exmodel/fields?modelId=${PRODUCT}`);
    const stock = await firstRow('库存');
    const first = await findRow('型号');
    const dataTransfer = { effectAllowed: 'none', setData: () => undefined };
    fireEvent.dragStart(stock, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });
    await toast('排序已保存');
    const bodies = (await bodiesOf(seen, 'PUT', '/xmodel/field')) as Record<string, unknown>[];
    expect(bodies.map((b) => [b.code, b.sortFlag])).toEqual([
      ['stock', 1],
      ['model_no', 2],
      ['weight', 3],
    ]);
    expect(bodies[0]).toMatchObject({ fieldId: '9503', fieldName: 'num2', validations: [{ type: 'Int' }] });
    const order = mockDb()
      .tables.xmodelFields.filter((f) => f.modelId === PRODUCT)
      .sort((a, b) => a.sortFlag - b.sortFlag)
      .map((f) => f.code);
    expect(order.slice(0, 3)).toEqual(['stock', 'model_no', 'weight']);
    await waitFor(() => expect(document.querySelector('tr.ant-table-row')).toHaveTextContent('库存'), SLOW);
  });
});
