import { signedIn, type Page } from './support';
import { mockDb } from '../../msw-server';

interface MenuRow {
  menuId: string;
  parentId: string;
  menuName: string;
  menuType: string;
  children: unknown[];
}
interface Node {
  id: string;
  label: string;
  defaultExpanded: boolean;
  props: { type: string };
  children: Node[];
}
const link = {
  parentId: '1',
  menuName: '协会官网',
  menuType: 'C',
  orderNum: 20,
  path: 'www.ecca.example',
  isFrame: 'Y',
};

describe('/system/menu', () => {
  it('lists every menu flat with names in the request language, filtered', async () => {
    const zh = await signedIn().get<Page<MenuRow>['data']>('/system/menu/list');
    expect(zh.data?.total).toBe('107'); // the server's 106 rows and the message-pusher screen;
    expect(zh.data?.rows.find((m) => m.menuId === '100')).toMatchObject({
      menuName: '用户管理',
      children: [],
    });
    const en = await signedIn('admin', 'en').get<Page<MenuRow>['data']>('/system/menu/list?status=0');
    expect(en.data?.rows.find((m) => m.menuId === '100')?.menuName).toBe('User');
    const found = await signedIn().get<Page<MenuRow>['data']>(
      `/system/menu/list?menuName=${encodeURIComponent('用户')}`,
    );
    expect(found.data?.rows.map((m) => m.menuId)).toContain('100');
    expect((await signedIn().get<MenuRow>('/system/menu/102')).data).toMatchObject({
      menuName: '菜单管理',
      menuType: 'C',
    });
  });

  it('builds the select trees: all menus, and only the screens a user may open', async () => {
    const tree = await signedIn().get<Node[]>('/system/menu/treeselect');
    const system = tree.data?.find((n) => n.id === '1');
    expect(system).toMatchObject({ label: '系统管理', defaultExpanded: true, props: { type: 'M' } });
    expect(system?.children.find((n) => n.id === '100')?.children.map((n) => n.props.type)).toContain('F');
    const mine = await signedIn('editor').get<Node[]>('/system/menu/userTreeselect');
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children)]);
    const ids = flat(mine.data ?? []).map((n) => n.id);
    expect(ids).toContain('100');
    expect(ids).not.toContain('101');
    expect(flat(mine.data ?? []).every((n) => n.props.type !== 'F')).toBe(true);
  });

  it('applies the server rules on add and edit and stores the name for the current language', async () => {
    const api = signedIn();
    expect((await api.send('POST', '/system/menu', link)).msg).toBe('系统内部错误');
    expect(
      (await api.send('POST', '/system/menu', { ...link, menuName: '用户管理', isFrame: 'N', path: 'u2' }))
        .msg,
    ).toBe('数据[menuName]冲突');
    expect((await api.send('POST', '/system/menu', { ...link, menuName: '', orderNum: null })).msg).toBe(
      '不能为空\n不能为null',
    );
    const en = signedIn('admin', 'en');
    expect((await en.send('POST', '/system/menu', { ...link, path: 'https://www.ecca.example' })).code).toBe(
      200,
    );
    const menu = mockDb().tables.menus.find((m) => m.menuName === '协会官网');
    expect(mockDb().tables.i18nDicts.find((d) => d.langKey === `MENU.NAME.${menu?.menuId}`)).toMatchObject({
      langTag: 'en',
      langValue: '协会官网',
    });
    expect((await api.send('PUT', '/system/menu', { ...menu, parentId: menu?.menuId })).msg).toBe(
      '请求参数[The parent cannot be it self.]不符合校验规则',
    );
    expect((await api.send('PUT', '/system/menu', { ...menu, orderNum: 99 })).code).toBe(200);
    expect(menu?.orderNum).toBe(99);
  });

  it('deletes only menus without children, with their translations', async () => {
    const api = signedIn();
    expect((await api.send('DELETE', '/system/menu/100')).msg).toBe('请先删除子菜单');
    expect((await signedIn('admin', 'en').send('DELETE', '/system/menu/1')).msg).toBe(
      'Please delete children first.',
    );
    expect((await api.send('DELETE', '/system/menu/1001')).code).toBe(200);
    expect(mockDb().tables.menus.some((m) => m.menuId === '1001')).toBe(false);
    expect(mockDb().tables.i18nDicts.some((d) => d.langKey === 'MENU.NAME.1001')).toBe(false);
  });

  it('answers 403 to a user without menu permissions', async () => {
    const editor = signedIn('editor');
    expect(await editor.get('/system/menu/list')).toEqual({ code: 403, msg: '无访问权限：system:menu:view' });
    expect((await editor.send('DELETE', '/system/menu/1001')).code).toBe(403);
  });
});
