import { EditorView } from '@codemirror/view';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { pusherApi } from '@/api/system/pusher';
import { setToken } from '@/lib/auth/token';

import { lastBody, pickOption } from '../member/helpers';
import { mockDb, mockLogin } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  findDialog,
  findRow,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from './helpers';
import { stubTextRanges } from '../tool/code-editor-stubs';

setupScreenTests();
stubTextRanges();

/** The dialog's CodeMirror view, once its lazy chunk has loaded. */
async function editorIn(dialog: HTMLElement): Promise<EditorView> {
  return waitFor(() => {
    const dom = dialog.querySelector<HTMLElement>('.cm-editor');
    const view = dom && EditorView.findFromDOM(dom);
    if (!view) throw new Error('no editor');
    return view;
  }, SLOW);
}

function setText(view: EditorView, text: string) {
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

describe('message-pusher configurations', () => {
  it('toggles a status, checks the JSON against the type and adds a configuration', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/system/pusher');
    const dingTalk = await findRow('编辑部钉钉群');
    expect(await within(dingTalk).findByText('钉钉机器人')).toBeInTheDocument();
    await user.click(within(await findRow('飞书通知（停用）')).getByRole('switch'));
    await toast('修改成功');
    expect(lastBody(seen, 'PUT', '/pusher/config/changeStatus')).toEqual({ configId: '503', status: '0' });

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加消息推送配置');
    await user.type(within(dialog).getByLabelText('名称'), '值班邮件');
    await pickOption(user, within(dialog).getByLabelText('类型'), 'Email');
    const hints = await within(dialog).findByTestId('pusher-type-hints');
    expect(hints).toHaveTextContent('host 必填，如 smtp.example.com');
    const view = await editorIn(dialog);

    setText(view, '{ "host": "smtp.example.com", }');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText(/^配置详情不是合法的 JSON：/, {}, SLOW)).toBeInTheDocument();
    setText(view, '["host"]');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('配置详情必须是一个 JSON 对象（{ … }）')).toBeInTheDocument();
    setText(view, '{ "host": "smtp.example.com", "port": 465 }');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await within(dialog).findByText('Email缺少必填项：username, password')).toBeInTheDocument();

    await user.click(getButton(/填入模板/, dialog));
    await waitFor(() => expect(view.state.doc.toString()).toContain('"username": ""'));
    setText(view, '{ "host": "smtp.example.com", "port": 465, "username": "ops", "password": "x1" }');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/pusher/config')).toEqual({
      name: '值班邮件',
      type: 'Email',
      status: '0',
      configProps: { host: 'smtp.example.com', port: 465, username: 'ops', password: 'x1' },
    });
    expect(await findRow('值班邮件')).toBeInTheDocument();

    await user.click(getButton(/修\s*改/, dingTalk));
    const edit = await findDialog('编辑消息推送配置');
    const loaded = await editorIn(edit);
    await waitFor(() => expect(loaded.state.doc.toString()).toContain('"secret": "SECdemo"'));
  });

  it('works without the menu row a real 1.5.5 server does not send, and the server denies others', async () => {
    const db = mockDb();
    db.tables.menus = db.tables.menus.filter((m) => m.component !== 'system/pusher/index');
    renderSignedIn('/system/pusher');
    expect(await screen.findByTestId('not-found', {}, SLOW)).toBeInTheDocument();

    // Only the super admin holds the designed keys (no menu row grants them): a 403 for anyone else.
    setToken(mockLogin('editor'));
    await expect(pusherApi.list({})).rejects.toThrow('当前操作没有权限');
  });
});
