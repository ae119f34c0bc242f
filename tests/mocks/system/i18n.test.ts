import { expectXlsx, signedIn, type Page } from './support';
import { mockDb } from '../../msw-server';

interface Entry {
  dictId?: string;
  langTag: string;
  langKey: string;
  langValue: string;
}

describe('/system/i18n/dict', () => {
  it('pages and filters entries, and exports', async () => {
    const api = signedIn();
    const page = await api.get<Page<Entry>['data']>(
      '/system/i18n/dict/list?langTag=en&langKey=MENU.NAME.10&pageSize=5',
    );
    expect(page.data?.rows.every((e) => e.langTag === 'en' && e.langKey.startsWith('MENU.NAME.10'))).toBe(
      true,
    );
    expect(Number(page.data?.total)).toBeGreaterThan(5);
    expect(page.data?.rows).toHaveLength(5);
    await expectXlsx(await api.exportList('/system/i18n/dict/list', { langTag: 'en' }), 'SysI18nDict');
  });

  it('adds unique (tag, key) pairs and edits them, changing server texts', async () => {
    const api = signedIn();
    const entry = { langTag: 'en', langKey: 'MENU.NAME.100', langValue: 'Users' };
    expect((await api.send('POST', '/system/i18n/dict', entry)).msg).toBe('数据[en:MENU.NAME.100]冲突');
    expect(
      (await api.send('POST', '/system/i18n/dict', { langTag: '', langKey: 'K', langValue: 'x'.repeat(101) }))
        .msg,
    ).toBe('不能为空\n长度需要在0和100之间');
    expect(
      (await api.send('POST', '/system/i18n/dict', { ...entry, langKey: 'ECCA.TITLE', langValue: 'ECCA' }))
        .code,
    ).toBe(200);
    const row = mockDb().tables.i18nDicts.find((d) => d.langKey === 'MENU.NAME.100' && d.langTag === 'en');
    expect((await api.get<Entry>(`/system/i18n/dict/${row?.dictId}`)).data).toMatchObject({
      langValue: 'User',
    });
    expect((await api.send('PUT', '/system/i18n/dict', { ...row, langValue: 'Users' })).code).toBe(200);
    const menus = await signedIn('admin', 'en').get<Page<{ menuId: string; menuName: string }>['data']>(
      '/system/menu/list',
    );
    expect(menus.data?.rows.find((m) => m.menuId === '100')?.menuName).toBe('Users');
  });

  it('gives every language of a key and saves them in one batch', async () => {
    const api = signedIn();
    const key = 'MENU.NAME.2040';
    const before = await api.get<Entry[]>(`/system/i18n/dict/langKey/${key}`);
    expect(before.data?.map((e) => e.langTag).sort()).toEqual(['en', 'zh-CN', 'zh-TW']);
    expect((await api.send('PUT', '/system/i18n/dict/batch', [])).msg).toBe('参数[dictList]不能为空');
    const edited = (before.data ?? []).map((e) =>
      e.langTag === 'en' ? { ...e, langValue: 'Security Policy' } : e,
    );
    expect((await api.send('PUT', '/system/i18n/dict/batch', edited)).code).toBe(200);
    const after = await api.get<Entry[]>(`/system/i18n/dict/langKey/${key}`);
    expect(after.data?.find((e) => e.langTag === 'en')?.langValue).toBe('Security Policy');
    expect(mockDb().tables.i18nDicts.filter((d) => d.langKey === key)).toHaveLength(
      before.data?.filter((e) => e.dictId).length ?? 0,
    );
  });

  it('deletes entries and refreshes the cache; editors get 403', async () => {
    const api = signedIn();
    const ids = mockDb()
      .tables.i18nDicts.slice(0, 2)
      .map((d) => d.dictId);
    expect((await api.send('DELETE', '/system/i18n/dict', [])).msg).toBe('参数[dictIds]不能为空');
    expect((await api.send('DELETE', '/system/i18n/dict', ids)).code).toBe(200);
    expect(mockDb().tables.i18nDicts.some((d) => ids.includes(d.dictId))).toBe(false);
    expect(await api.send('DELETE', '/system/i18n/dict/refreshCache')).toEqual({ code: 200, msg: 'SUCCESS' });
    const editor = signedIn('editor');
    expect(await editor.get('/system/i18n/dict/list')).toEqual({
      code: 403,
      msg: '无访问权限：system:i18ndict:view',
    });
    expect(
      (await editor.send('PUT', '/system/i18n/dict/batch', [{ langTag: 'en', langKey: 'a', langValue: 'b' }]))
        .code,
    ).toBe(403);
    // Any signed-in user may read one key's texts (the field editor uses it).
    expect((await editor.get('/system/i18n/dict/langKey/MENU.NAME.1')).code).toBe(200);
  });
});
