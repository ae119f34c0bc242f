import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import { chooseInContentPicker, pickContent } from './content-helpers';
import {
  confirmPopup,
  findDialog,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  type SeenRequest,
} from '../system/helpers';

setupScreenTests();

function catalogId(alias: string): string {
  const catalog = mockDb().tables.catalogs.find((c) => c.siteId === '1' && c.alias === alias);
  if (!catalog) throw new Error(`no catalog ${alias}`);
  return catalog.catalogId;
}

/** A copy of a site-1 content of that type (the db row itself changes when the editor saves). */
function firstContent(type: string) {
  const row = mockDb().tables.contents.find(
    (c) => c.siteId === '1' && c.contentType === type && c.status !== '30',
  );
  if (!row) throw new Error(`no ${type} content`);
  return structuredClone(row);
}

async function titleInput(): Promise<HTMLInputElement> {
  // The first render of the editor compiles many modules: give it longer than other lookups.
  return waitFor(() => screen.getByLabelText<HTMLInputElement>('标题'), { timeout: 45_000 });
}

/** The JSON body of the last save request (POST/PUT /cms/content). */
async function savedBody(seen: SeenRequest[], method: 'POST' | 'PUT') {
  const request = await waitFor(() => {
    const found = seen.filter((r) => r.method === method && r.path === '/cms/content').at(-1);
    if (!found?.body) throw new Error(`no ${method} /cms/content yet`);
    return found;
  }, SLOW);
  return { request, body: JSON.parse(request.body) as Record<string, unknown> };
}

async function saveAndWait(user: UserEvent) {
  await user.click(getButton(/保\s*存/));
  // Saving is an async task followed by the progress dialog (it closes itself on SUCCESS).
  await findDialog('保存内容中');
  await toast('保存成功');
}

function toolbar(): HTMLElement {
  const bar = document.querySelector<HTMLElement>('.content-editor-toolbar');
  if (!bar) throw new Error('no editor toolbar');
  return bar;
}

afterEach(() => localStorage.clear());

describe('content editor', () => {
  it('requires a title, then saves a new article through the async task dialog', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const cid = catalogId('xhdt');
    renderSignedIn(`/cms/content/editor?type=article&catalogId=${cid}&id=0&format=RichText`);
    const title = await titleInput();
    const init = seen.find((r) => r.path.startsWith('/cms/content/init/'));
    expect(init?.path).toBe(`/cms/content/init/${cid}/article/0`);
    // The catalog the content is written in, by name (no form field of its own holds it).
    const catalogName = mockDb().tables.catalogs.find((c) => c.catalogId === cid)?.name;
    expect(screen.getByRole('textbox', { name: '所属栏目' })).toHaveValue(catalogName);

    await user.click(getButton(/保\s*存/));
    expect(await screen.findByText('标题不能为空')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.path === '/cms/content')).toBe(false);

    await user.type(title, '新建文章测试');
    const body = screen.getByLabelText('请输入内容');
    await user.type(body, '正文内容');
    await saveAndWait(user);

    const { request, body: sent } = await savedBody(seen, 'POST');
    expect(request.query.get('contentType')).toBe('article');
    expect(sent.title).toBe('新建文章测试');
    expect(sent.contentHtml).toBe('正文内容');
    expect(sent.catalogId).toBe(cid);
    expect(typeof sent.contentId).toBe('string');
    expect(sent.opType).toBeUndefined();
    expect(sent.template).toEqual({ pc: '', h5: '' });
    expect(sent.downloadRemoteImage).toBe('Y');

    const contentId = String(sent.contentId);
    await waitFor(() => expect(currentPath()).toContain(`id=${contentId}`), SLOW);
    const row = mockDb().tables.contents.find((c) => c.contentId === contentId);
    expect(row?.title).toBe('新建文章测试');
    expect(mockDb().tables.articleDetails.find((d) => d.contentId === contentId)?.contentHtml).toBe(
      '正文内容',
    );
    // The reloaded editor is in update mode: the next save is a PUT with opType UPDATE.
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('新建文章测试'), SLOW);
  });

  it('links a new content to a picked content: the redirect URL and the empty title are filled and saved', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const cid = catalogId('xhdt');
    renderSignedIn(`/cms/content/editor?type=article&catalogId=${cid}&id=0&format=RichText`);
    await titleInput();
    await user.click(screen.getByRole('checkbox', { name: '链接内容' }));
    const url = await screen.findByRole('textbox', { name: '链接地址' });
    const box = url.closest<HTMLElement>('.ant-space-compact');
    await user.click(within(box as HTMLElement).getByRole('button', { name: /内部链接/ }));
    await user.click(await screen.findByText('选择内容'));
    const picked = pickContent('tpxw');
    await chooseInContentPicker(user, '图片新闻', picked.title);

    const link = `iurl://content?id=${picked.contentId}`;
    await waitFor(() => expect(url).toHaveValue(link), SLOW);
    expect(screen.getByLabelText('标题')).toHaveValue(picked.title);
    // The pick is an edit: the draft autosave holds it.
    const key = `cms-content-draft:new:${cid}:article`;
    await waitFor(() => expect(localStorage.getItem(key)).toContain(link), { timeout: 8000 });

    await saveAndWait(user);
    const { body } = await savedBody(seen, 'POST');
    expect(body).toMatchObject({ title: picked.title, linkFlag: 'Y', redirectUrl: link });
  });

  it('autosaves a local draft and offers to restore it after a remount', async () => {
    const user = userEvent.setup();
    const content = firstContent('article');
    const path = `/cms/content/editor?type=article&catalogId=${content.catalogId}&id=${content.contentId}`;
    const first = renderSignedIn(path);
    const title = await titleInput();
    expect(title).toHaveValue(content.title);
    await user.clear(title);
    await user.type(title, '草稿标题');
    const key = `cms-content-draft:${content.contentId}`;
    await waitFor(() => expect(localStorage.getItem(key)).toContain('草稿标题'), { timeout: 8000 });

    // A crash or a closed tab: the page goes away without saving.
    first.unmount();
    renderSignedIn(path);
    expect(await screen.findByText('发现未保存的草稿', {}, SLOW)).toBeInTheDocument();
    expect(await titleInput()).toHaveValue(content.title);
    await user.click(getButton(/恢复草稿/));
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue('草稿标题'));
    await toast('已恢复本地草稿');
  });

  it('asks before closing a dirty editor and clears the draft after a successful save', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const content = firstContent('article');
    renderSignedIn(`/cms/content/editor?type=article&catalogId=${content.catalogId}&id=${content.contentId}`);
    const title = await titleInput();
    await user.type(title, '（修改）');

    // The editor's own Close button (the tab bar has a close button per tab too).
    await user.click(getButton(/^关\s*闭$/, toolbar()));
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirm');
      return found;
    });
    expect(popup).toHaveTextContent('关闭页面会导致未保存的内容丢失，确认关闭吗？');
    await user.click(getButton(/取\s*消/, popup));
    expect(currentPath()).toContain('/cms/content/editor');

    const unload = new Event('beforeunload', { cancelable: true });
    act(() => {
      window.dispatchEvent(unload);
    });
    expect(unload.defaultPrevented).toBe(true);

    await saveAndWait(user);
    const { request, body } = await savedBody(seen, 'PUT');
    expect(request.query.get('contentType')).toBe('article');
    expect(body.opType).toBe('UPDATE');
    expect(body.contentId).toBe(content.contentId);
    expect(body.title).toBe(`${content.title}（修改）`);
    await waitFor(() =>
      expect(mockDb().tables.contents.find((c) => c.contentId === content.contentId)?.title).toBe(
        `${content.title}（修改）`,
      ),
    );
    expect(localStorage.getItem(`cms-content-draft:${content.contentId}`)).toBeNull();

    // Clean again: Close leaves without asking, for the content page.
    await waitFor(() => expect(screen.getByLabelText('标题')).toHaveValue(`${content.title}（修改）`), SLOW);
    await user.click(getButton(/^关\s*闭$/, toolbar()));
    await waitFor(() => expect(currentPath()).toContain('/configs/content'), SLOW);
  }, 120_000);

  it('asks before closing the tab of a dirty editor and keeps the tab when the user stays', async () => {
    const user = userEvent.setup();
    const content = firstContent('article');
    renderSignedIn(`/cms/content/editor?type=article&catalogId=${content.catalogId}&id=${content.contentId}`);
    await user.type(await titleInput(), 'y');
    await user.click(getButton(/关闭“内容编辑”/));
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirm');
      return found;
    });
    await user.click(getButton(/取\s*消/, popup));
    expect(currentPath()).toContain('/cms/content/editor');
    await waitFor(() =>
      expect(document.querySelector('.tags-view [data-path="/cms/content/editor"]')).not.toBeNull(),
    );
  });

  it('confirms before leaving a dirty editor through in-app navigation', async () => {
    const user = userEvent.setup();
    const content = firstContent('article');
    renderSignedIn(`/cms/content/editor?type=article&catalogId=${content.catalogId}&id=${content.contentId}`);
    const title = await titleInput();
    await user.type(title, 'x');
    // The tab bar's Home tab is a router link: the navigation is held until confirmed.
    const home = await waitFor(() => {
      const link = document.querySelector<HTMLAnchorElement>('.tags-view a[href$="/index"]');
      if (!link) throw new Error('no home tab');
      return link;
    }, SLOW);
    await user.click(home);
    await confirmPopup(user, '关闭页面会导致未保存的内容丢失');
    await waitFor(() => expect(currentPath()).toBe('/index'), SLOW);
  });
});

describe('article word check', () => {
  it('finds sensitive words and replaces them in the body', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const content = firstContent('article');
    renderSignedIn(`/cms/content/editor?type=article&catalogId=${content.catalogId}&id=${content.contentId}`);
    await titleInput();
    const body = screen.getByLabelText<HTMLTextAreaElement>('请输入内容');
    await user.clear(body);
    await user.click(body);
    await user.paste('<p>禁止赌博活动</p>');
    await user.click(getButton(/词语校验/));
    await user.click(await screen.findByText('敏感词校验'));
    const dialog = await findDialog('敏感词校验');
    expect(dialog).toHaveTextContent('发现敏感词：赌博');
    const check = seen.find((r) => r.path === '/word/sensitiveword/check');
    expect(check?.method).toBe('POST');
    await user.click(getButton(/一键替换/, dialog));
    await waitFor(() => expect(body).toHaveValue('<p>禁止*活动</p>'));
  });
});
