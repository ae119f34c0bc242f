import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { dragOnto, grantEditor, lastBody } from './helpers';
import { mockDb, mockLogin } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  queryButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from '../../system/helpers';

setupScreenTests();

describe('friend links', () => {
  it('adds a group (code rule, server conflict), opens its links, adds, reorders by drag and deletes links', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/operations/link');
    await findRow('合作伙伴');
    expect(screen.queryByText('Partners')).not.toBeInTheDocument();

    await user.click(getButton(/新\s*增/));
    const dialog = await findDialog('添加友情链接分组');
    await user.type(within(dialog).getByLabelText('分组名称'), '友情单位');
    await user.type(within(dialog).getByLabelText('分组编码'), 'bad code');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('分组编码'));
    await user.type(within(dialog).getByLabelText('分组编码'), 'partners');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据[partners]冲突', 'error');
    await user.clear(within(dialog).getByLabelText('分组编码'));
    await user.type(within(dialog).getByLabelText('分组编码'), 'friends');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/cms/link_group')).toEqual({ name: '友情单位', code: 'friends' });

    await user.click(getButton(/^合作伙伴$/, await findRow('合作伙伴')));
    const drawer = await findDialog(/友情链接列表/);
    await within(drawer).findByText('Gitee', {}, SLOW);
    const group = mockDb().tables.linkGroups.find((g) => g.code === 'partners' && g.siteId === '1');
    expect(seen.some((r) => r.path === '/cms/link' && r.query.get('groupId') === group?.linkGroupId)).toBe(
      true,
    );

    await user.click(getButton(/新\s*增/, drawer));
    const add = await findDialog('添加友情链接');
    await user.type(within(add).getByLabelText('名称'), '开源中国');
    await user.type(within(add).getByLabelText('链接'), 'www.oschina.net');
    await user.click(getButton(/确\s*定/, add));
    await within(add).findByText('URL链接格式错误，必须以http(s)://开头', {}, SLOW);
    await user.clear(within(add).getByLabelText('链接'));
    await user.type(within(add).getByLabelText('链接'), 'https://www.oschina.net');
    await user.click(getButton(/确\s*定/, add));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/cms/link')).toEqual({
      groupId: group?.linkGroupId,
      name: '开源中国',
      url: 'https://www.oschina.net',
      sortFlag: 4,
    });

    // Drag the new last link onto the first: it takes the first sort flag, the others shift down.
    const last = await findRow('开源中国');
    dragOnto(last, await findRow('中国工程咨询协会'));
    await waitFor(() => {
      const order = mockDb()
        .tables.links.filter((l) => l.groupId === group?.linkGroupId)
        .sort((a, b) => a.sortFlag - b.sortFlag)
        .map((l) => l.name);
      expect(order).toEqual(['开源中国', '中国工程咨询协会', '栗子CMS', 'Gitee']);
    }, SLOW);
    const put = seen
      .filter((r) => r.method === 'PUT' && r.path === '/cms/link')
      .map((r) => JSON.parse(r.body));
    expect(put).toHaveLength(4);
    expect(put[0]).toMatchObject({ name: '开源中国', sortFlag: 1 });

    const gitee = mockDb().tables.links.find((l) => l.name === 'Gitee');
    await user.click(getButton(/删\s*除/, await findRow('Gitee')));
    await confirmPopup(user, '是否确认删除友链“Gitee”？');
    await toast('删除成功');
    const removed = lastBody<{ linkId: string }[]>(seen, 'DELETE', '/cms/link');
    expect(removed?.map((l) => l.linkId)).toEqual([gitee?.linkId]);
    expect(mockDb().tables.links.some((l) => l.name === 'Gitee')).toBe(false);
  });

  it('hides what the user may not do, and the server refuses it too', async () => {
    grantEditor(['cms:friendlink:view']);
    renderSignedIn('/operations/link', 'editor');
    const row = await findRow('合作伙伴');
    expect(queryButton(/新\s*增/)).toBeNull();
    expect(queryButton(/删\s*除/, row)).toBeNull();
    const res = await fetch('http://localhost/prod-api/cms/link_group', {
      method: 'DELETE',
      headers: {
        Authorization: `Bearer ${mockLogin('editor')}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify([{ linkGroupId: mockDb().tables.linkGroups[0]?.linkGroupId }]),
    });
    expect(((await res.json()) as { code: number }).code).toBe(403);
    expect(mockDb().tables.linkGroups).toHaveLength(3);
  });
});
