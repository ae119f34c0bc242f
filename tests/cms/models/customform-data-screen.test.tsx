import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodyOf, firstRow, onSiteOne } from './helpers';
import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import { saveAs } from '../../save-as-spy';
import {
  findDialog,
  getButton,
  lastGet,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';

setupScreenTests();
// Whole journeys through several dialogs: minutes on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });
onSiteOne();

const SIGNUP = '9701';

describe('custom form data', () => {
  it('shows generated columns, validates a submission as the server does, saves it and exports the filtered rows', async () => {
    saveAs.mockReset();
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn(`/operations/customform/data?formId=${SIGNUP}`);
    const row = await firstRow('user1@example.com');
    // Option values show their labels; the fixed IP column comes after the fields.
    expect(within(row).getByText('女')).toBeInTheDocument();
    expect(within(row).getByText('下午场')).toBeInTheDocument();
    expect(document.body).toHaveTextContent('共 300 条');
    expect(lastGet(seen, '/xmodel/field/all')?.query.get('ignoreFixedField')).toBe('false');

    await user.type(within(searchForm()).getByLabelText('IP'), '192.168.7.');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(
      () => expect(lastGet(seen, '/cms/customform/data')?.query.get('ip')).toBe('192.168.7.'),
      SLOW,
    );
    const matching = mockDb().tables.customFormData.filter(
      (d) => d.formId === SIGNUP && d.clientIp.includes('192.168.7.'),
    ).length;
    await waitFor(() => expect(document.body).toHaveTextContent(`共 ${matching} 条`), SLOW);

    await user.click(toolbarButton(/导\s*出/));
    await toast(`已导出 ${matching} 条数据`);
    expect(saveAs).toHaveBeenCalledTimes(1);
    const [blob, name] = saveAs.mock.calls[0] as [Blob, string];
    expect(name).toMatch(/^customform_9701_\d{14}\.xlsx$/);
    const bytes = new Uint8Array(
      await new Promise<ArrayBuffer>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as ArrayBuffer);
        reader.readAsArrayBuffer(blob);
      }),
    );
    // A zip (PK) holding the sheet, its header row the field names.
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('<t xml:space="preserve">姓名</t>');
    expect(text.match(/<row /g)).toHaveLength(matching + 1);

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加表单数据');
    await user.type(within(dialog).getByLabelText('手机号'), '123');
    await user.type(within(dialog).getByLabelText('人数'), '2.5');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('姓名不能为空', {}, SLOW)).toBeInTheDocument();
    expect(await within(dialog).findByText('手机号不是有效的手机号码', {}, SLOW)).toBeInTheDocument();
    expect(await within(dialog).findByText('人数必须是整数', {}, SLOW)).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('姓名'), '测试用户');
    await user.clear(within(dialog).getByLabelText('手机号'));
    await user.type(within(dialog).getByLabelText('手机号'), '13900001111');
    await user.clear(within(dialog).getByLabelText('人数'));
    await user.type(within(dialog).getByLabelText('人数'), '3');
    await user.click(within(dialog).getByText('男'));
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    const sent = seen.filter((r) => r.method === 'POST' && r.path === '/cms/customform/data').at(-1);
    expect(sent?.query.get('formId')).toBe(SIGNUP);
    expect(await bodyOf(seen, 'POST', '/cms/customform/data')).toMatchObject({
      name: '测试用户',
      phone: '13900001111',
      people: '3',
      gender: 'm',
      topics: [],
    });
    const stored = mockDb().tables.customFormData.find((d) => d.values.name === '测试用户');
    expect(stored).toMatchObject({ formId: SIGNUP, values: { phone: '13900001111' } });
  });
});
