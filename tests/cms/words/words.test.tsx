import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { sentBodies } from './helpers';
import { call } from '../../mocks/helpers';
import { mockDb, mockLogin } from '../../msw-server';
import { currentPath, renderSignedIn } from '../../render-app';
import {
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';

setupScreenTests();

const OK = /确\s*定/;

/** Clicks a group of the tree by its label. */
async function chooseGroup(user: ReturnType<typeof userEvent.setup>, label: string) {
  const node = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.word-group-tree .ant-tree-title')].find((el) =>
      el.textContent?.startsWith(label),
    );
    if (!found) throw new Error(`no group ${label}`);
    return found;
  }, SLOW);
  await user.click(node);
}

describe('words screen', () => {
  it('lists a TAG group with the contract paging names and batch-adds one per line', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/word');
    await chooseGroup(user, '默认标签');
    expect(await findRow('工程咨询')).toBeInTheDocument();
    const group = mockDb().tables.tagWordGroups.find((g) => g.siteId === '1' && g.code === 'default');
    await waitFor(() => expect(currentPath()).toContain(`groupId=${group?.groupId}`));
    const list = lastGet(seen, '/word/tagword');
    expect(list?.query.get('groupId')).toBe(group?.groupId);
    expect(list?.query.get('pageNum')).toBe('1');
    expect(list?.query.get('pageSize')).toBe('20');
    expect(list?.query.has('pageNo')).toBe(false);
    expect(localStorage.getItem('LastSelectedGroupId')).toBe(group?.groupId);

    await user.type(within(searchForm()).getByPlaceholderText('输入TAG词查询'), '评');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('工程咨询')).toBe(false));
    expect(lastGet(seen, '/word/tagword')?.query.get('query')).toBe('评');
    await user.click(getButton(/重\s*置/, searchForm()));

    await user.click(toolbarButton(/批量新增/));
    const batch = await findDialog('批量新增TAG词');
    await user.type(
      within(batch).getByPlaceholderText('输入多个词，每行一个'),
      ' 新词甲 {Enter}工程咨询{Enter}{Enter}新词乙{Enter}新词甲',
    );
    await user.click(getButton(OK, batch));
    await toast('新增成功');
    expect(sentBodies(seen, 'POST', '/word/tagword/batchAdd')).toEqual([
      { groupId: group?.groupId, words: ['新词甲', '工程咨询', '新词乙'] },
    ]);
    expect(await findRow('新词乙')).toBeInTheDocument();
    const words = mockDb()
      .tables.tagWords.filter((w) => w.groupId === group?.groupId)
      .map((w) => w.word);
    expect(words.filter((w) => w === '工程咨询')).toHaveLength(1);
    expect(words).toContain('新词甲');
  });

  it('adds a TAG group under the chosen one, refusing a malformed code, and chooses it', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/word');
    await chooseGroup(user, '默认标签');
    expect(await findRow('工程咨询')).toBeInTheDocument();
    const group = mockDb().tables.tagWordGroups.find((g) => g.siteId === '1' && g.code === 'default');

    await user.click(getButton(/新增分组/));
    const dialog = await findDialog('新增TAG词分组');
    await user.type(within(dialog).getByLabelText('分组名称'), '行业');
    await user.type(within(dialog).getByLabelText('分组编码'), 'bad code');
    await user.click(getButton(OK, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('分组编码'));
    await user.type(within(dialog).getByLabelText('分组编码'), 'industry');
    await user.click(getButton(OK, dialog));
    await toast('新增成功');
    const added = await waitFor(() => {
      const row = mockDb().tables.tagWordGroups.find((g) => g.code === 'industry');
      if (!row) throw new Error('not added');
      return row;
    });
    // Added under the chosen group, and chosen itself.
    expect(added.parentId).toBe(group?.groupId);
    expect(sentBodies(seen, 'POST', '/cms/tagword/group')).toEqual([
      { parentId: group?.groupId, name: '行业', code: 'industry', sortFlag: 0 },
    ]);
    await waitFor(() => expect(currentPath()).toContain(`groupId=${added.groupId}`));
  });

  it('adds a hot word with its link rules and deletes a group after a confirm', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/word?tab=hotWord');
    await chooseGroup(user, '热门搜索');
    expect(await findRow('资信评价')).toBeInTheDocument();
    expect(lastGet(seen, '/word/hotword')?.query.has('pageNo')).toBe(false);

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('新增热词');
    await user.type(within(dialog).getByLabelText('热词'), '会员服务');
    await user.type(within(dialog).getByLabelText('链接'), 'www.example.com');
    await user.click(getButton(OK, dialog));
    expect(await within(dialog).findByText(/http/, {}, SLOW)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('链接'));
    await user.type(within(dialog).getByLabelText('链接'), 'https://www.example.com/member/');
    await user.click(within(dialog).getByLabelText('原窗口'));
    await user.click(getButton(OK, dialog));
    await toast('新增成功');
    const group = mockDb().tables.hotWordGroups.find((g) => g.code === 'hot_search');
    expect(sentBodies(seen, 'POST', '/word/hotword')).toEqual([
      {
        groupId: group?.groupId,
        word: '会员服务',
        url: 'https://www.example.com/member/',
        urlTarget: '_self',
      },
    ]);
    expect(await findRow('会员服务')).toBeInTheDocument();

    await user.click(getButton(/删除分组 热门搜索/));
    await confirmPopup(user, '热门搜索');
    await toast('删除成功');
    expect(sentBodies(seen, 'DELETE', '/word/hotword/group')).toEqual([[group?.groupId]]);
    await waitFor(() => expect(currentPath()).not.toContain('groupId='));
    expect(mockDb().tables.hotWords.some((w) => w.groupId === group?.groupId)).toBe(false);
  });

  it('adds sensitive words typed and from a text file, which the content check then finds', async () => {
    const seen = recordRequests();
    const user = userEvent.setup({ applyAccept: false });
    renderSignedIn('/configs/word?tab=sensitiveWord');
    expect(await findRow('毒品')).toBeInTheDocument();
    expect(lastGet(seen, '/word/sensitiveword')?.query.get('pageNum')).toBe('1');

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('新增敏感词');
    await user.type(within(dialog).getByPlaceholderText('输入多个词，每行一个'), '假药{Enter}赌博{Enter}');
    const file = new File(['传销\r\n假药\n\n 非法集资 \n'], 'words.txt', { type: 'text/plain' });
    await user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement, file);
    await toast('已从文件读入3个词', 'info');
    expect(within(dialog).getByPlaceholderText('输入多个词，每行一个')).toHaveValue(
      '假药\n赌博\n传销\n非法集资',
    );
    await user.click(getButton(OK, dialog));
    // 赌博 is on the list already: the server refuses it, the rest are added.
    await toast('敏感词“赌博”已存在', 'error');
    await toast('已添加3个词');
    await toast('1个词未能添加：赌博', 'warning');
    expect(sentBodies(seen, 'POST', '/word/sensitiveword')).toEqual(
      ['假药', '赌博', '传销', '非法集资'].map((word) => ({ type: 'BLACK', word })),
    );
    expect(await findRow('非法集资')).toBeInTheDocument();

    const token = mockLogin();
    const check = await call<string[]>('/word/sensitiveword/check', {
      token,
      method: 'POST',
      json: '严禁传销和非法集资，赌博史研究课程除外',
    });
    expect(check.data).toEqual(['传销', '非法集资']);
  });

  it('adds an error-prone word the content check then offers, and refuses users without word:view', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/configs/word?tab=errorProneWord');
    expect(await findRow('按装')).toBeInTheDocument();
    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('新增易错词');
    await user.type(within(dialog).getByLabelText('易错词'), '帐号');
    await user.type(within(dialog).getByLabelText('替换词'), '账号');
    await user.click(getButton(OK, dialog));
    await toast('新增成功');
    expect(sentBodies(seen, 'POST', '/word/errorproneword')).toEqual([{ word: '帐号', replaceWord: '账号' }]);
    const token = mockLogin();
    const check = await call<{ w: string; r: string }[]>('/word/errorproneword/check', {
      token,
      method: 'POST',
      json: '请输入帐号',
    });
    expect(check.data).toEqual([{ w: '帐号', r: '账号' }]);

    const editor = mockLogin('editor');
    for (const path of ['/word/errorproneword', '/word/sensitiveword', '/cms/tagword/group/treedata'])
      expect(await call(path, { token: editor })).toMatchObject({ code: 403 });
  });
});
