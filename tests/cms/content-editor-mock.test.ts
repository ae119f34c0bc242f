import { call } from '../mocks/helpers';
import { mockDb, mockLogin } from '../msw-server';

/** The content editor's mock endpoints, called as the console calls them. */
describe('content editor mock', () => {
  function article() {
    const row = mockDb().tables.contents.find((c) => c.siteId === '1' && c.contentType === 'article');
    if (!row) throw new Error('no article');
    return row;
  }

  it('answers the init VO per type, with a generated id for new content', async () => {
    const token = mockLogin();
    const row = article();
    const existing = await call<Record<string, unknown>>(
      `/cms/content/init/${row.catalogId}/article/${row.contentId}`,
      { token },
    );
    expect(existing.code).toBe(200);
    expect(existing.data).toMatchObject({
      contentId: row.contentId,
      catalogId: row.catalogId,
      contentType: 'article',
      title: row.title,
      format: 'RichText',
    });
    expect(existing.data?.createTime).toBeTruthy();
    expect(typeof existing.data?.topFlag).toBe('string');
    expect(existing.data?.publishPipeProps).toEqual([
      { pipeCode: 'pc', pipeName: 'PC', props: {} },
      { pipeCode: 'h5', pipeName: '移动端', props: {} },
    ]);

    const fresh = await call<Record<string, unknown>>(`/cms/content/init/${row.catalogId}/article/0`, {
      token,
    });
    expect(fresh.data?.createTime).toBeUndefined();
    expect(fresh.data?.contentId).toMatch(/^\d+$/);
    expect(fresh.data?.contentId).not.toBe('0');
    expect(fresh.data).toMatchObject({ attributes: [], tags: [], keywords: [], contentHtml: '' });
  });

  it('validates the title like the backend and answers {taskId}', async () => {
    const token = mockLogin();
    const row = article();
    const blank = await call(`/cms/content?contentType=article`, {
      token,
      method: 'PUT',
      json: { contentId: row.contentId, catalogId: row.catalogId, title: '  ' },
    });
    expect(blank).toMatchObject({ code: 500, msg: '不能为空' });

    const saved = await call<{ taskId: string }>(`/cms/content?contentType=article`, {
      token,
      method: 'PUT',
      json: { contentId: row.contentId, catalogId: row.catalogId, title: 'T', contentHtml: '<p>x</p>' },
    });
    expect(saved.code).toBe(200);
    expect(saved.data?.taskId).toMatch(/^\d+$/);
  });

  it('checks sensitive and fallible words in the raw text body', async () => {
    const token = mockLogin();
    const sensitive = await call<string[]>('/word/sensitiveword/check', {
      token,
      method: 'POST',
      json: '这里有赌博内容',
    });
    expect(sensitive.data).toEqual(['赌博']);
    const fallible = await call<{ w: string; r: string }[]>('/word/errorproneword/check', {
      token,
      method: 'POST',
      json: '其它事项',
    });
    expect(fallible.data).toEqual([{ w: '其它', r: '其他' }]);
  });
});
