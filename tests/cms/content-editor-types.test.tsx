import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { currentPath, renderSignedIn } from '../render-app';
import {
  findDialog,
  findRow,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  type SeenRequest,
} from '../system/helpers';

setupScreenTests();

/** A copy of a site-1 content of that type that is not published. */
function contentOf(type: string) {
  const row = mockDb().tables.contents.find(
    (c) => c.siteId === '1' && c.contentType === type && c.status !== '30',
  );
  if (!row) throw new Error(`no ${type} content`);
  return structuredClone(row);
}

async function openEditor(type: string) {
  const content = contentOf(type);
  renderSignedIn(`/cms/content/editor?type=${type}&catalogId=${content.catalogId}&id=${content.contentId}`);
  await waitFor(() => screen.getByLabelText('标题'), { timeout: 45_000 });
  return content;
}

async function saveAndGetBody(user: UserEvent, seen: SeenRequest[]) {
  await user.click(getButton(/^保\s*存$/));
  // Saving is an async task followed by the progress dialog (it closes itself on SUCCESS).
  await findDialog('保存内容中');
  await toast('保存成功');
  const request = await waitFor(() => {
    const found = seen.filter((r) => r.method === 'PUT' && r.path === '/cms/content').at(-1);
    if (!found?.body) throw new Error('no PUT yet');
    return found;
  }, SLOW);
  return { query: request.query, body: JSON.parse(request.body) as Record<string, unknown> };
}

function card(index: number): HTMLElement {
  const cards = document.querySelectorAll<HTMLElement>('.content-editor-item');
  const found = cards[index];
  if (!found) throw new Error(`no item card ${index}`);
  return found;
}

afterEach(() => localStorage.clear());

describe('content editor per type', () => {
  it('image album: edits, reorders and saves the ordered imageList with string ids', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const content = await openEditor('image');
    const before = mockDb()
      .tables.images.filter((i) => i.contentId === content.contentId)
      .sort((a, b) => a.sortFlag - b.sortFlag)
      .map((i) => i.imageId);
    const title1 = screen.getByLabelText<HTMLInputElement>('标题 1');
    await user.clear(title1);
    await user.type(title1, '开幕式');
    await user.type(screen.getByLabelText('链接 1'), 'https://example.org/a');
    await user.click(getButton(/下\s*移/, card(0)));

    const { query, body } = await saveAndGetBody(user, seen);
    expect(query.get('contentType')).toBe('image');
    expect(body.opType).toBe('UPDATE');
    const list = body.imageList as Record<string, unknown>[];
    expect(list.map((i) => i.imageId)).toEqual([before[1], before[0], before[2]]);
    expect(list.every((i) => typeof i.imageId === 'string')).toBe(true);
    expect(list[1]).toMatchObject({ title: '开幕式', redirectUrl: 'https://example.org/a' });
    await waitFor(() => {
      const rows = mockDb()
        .tables.images.filter((i) => i.contentId === content.contentId)
        .sort((a, b) => a.sortFlag - b.sortFlag);
      expect(rows.map((i) => i.imageId)).toEqual([before[1], before[0], before[2]]);
      expect(rows[1]?.title).toBe('开幕式');
    });
  }, 120_000);

  it('audio: saves audioList with the media details as the init answered them', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    await openEditor('audio');
    const title1 = screen.getByLabelText<HTMLInputElement>('标题 1');
    await user.clear(title1);
    await user.type(title1, '讲座录音');
    const author = screen.getByLabelText<HTMLInputElement>('作者 1');
    await user.clear(author);
    await user.type(author, '王老师');
    expect(within(card(0)).getByText('30:00')).toBeInTheDocument();

    const { query, body } = await saveAndGetBody(user, seen);
    expect(query.get('contentType')).toBe('audio');
    const [audio] = body.audioList as Record<string, unknown>[];
    expect(audio).toMatchObject({
      title: '讲座录音',
      author: '王老师',
      format: 'mp3',
      duration: '1800',
      fileSize: '5242880',
      channels: 2,
      bitRate: 128000,
      samplingRate: 44100,
    });
    expect(typeof audio?.audioId).toBe('string');
  }, 120_000);

  it('video: adds a third-party video (iframe code required) and saves it as type SHARE', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    await openEditor('video');
    await user.click(getButton(/添加第三方视频/));
    const dialog = await findDialog('第三方视频分享');
    const code = within(dialog).getByLabelText('视频嵌入代码');
    await user.click(code);
    await user.paste('https://v.example.com/only-a-link');
    await user.click(getButton(/确\s*定|OK/, dialog));
    expect(await within(dialog).findByText('视频嵌入代码必须包含带 src 的 <iframe>')).toBeInTheDocument();
    await user.clear(code);
    await user.paste('<iframe src="https://player.example.com/embed/7"></iframe>');
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(document.querySelectorAll('.content-editor-item')).toHaveLength(2));

    const { body } = await saveAndGetBody(user, seen);
    const list = body.videoList as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({ type: 'local', width: 1920, height: 1080, frameRate: 25 });
    expect(list[1]?.type).toBe('SHARE');
    expect(String(list[1]?.path)).toContain('src="https://player.example.com/embed/7"');
  }, 120_000);

  it('book: shows the price in yuan, sends it in fen and lists the chapters', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const content = await openEditor('book');
    const price = screen.getByLabelText<HTMLInputElement>('价格');
    expect(price).toHaveValue('68.00');
    await user.clear(price);
    await user.type(price, '12.5');
    const publisher = screen.getByLabelText<HTMLInputElement>('出版社');
    await user.clear(publisher);
    await user.type(publisher, '测试出版社');

    const { query, body } = await saveAndGetBody(user, seen);
    expect(query.get('contentType')).toBe('book');
    expect(body.price).toBe(1250);
    expect(body.publisher).toBe('测试出版社');
    expect(body.completed).toMatch(/^[YN]$/);
    await waitFor(() =>
      expect(mockDb().tables.bookDetails.find((d) => d.contentId === content.contentId)?.price).toBe(1250),
    );

    // Chapters: publish the draft one now.
    const draftChapter = mockDb().tables.bookChapters.find(
      (c) => c.contentId === content.contentId && c.status === '0',
    );
    const row = await findRow(draftChapter?.title ?? '第3章');
    await user.click(getButton(/立即发布/, row));
    await toast('发布成功');
    const publish = seen.find((r) => r.method === 'POST' && r.path === '/cms/book/chapter/publish');
    await waitFor(() => expect(publish?.body).toBe(JSON.stringify([draftChapter?.chapterId])));
    expect(mockDb().tables.bookChapters.find((c) => c.chapterId === draftChapter?.chapterId)?.status).toBe(
      '30',
    );

    // Add chapter opens the chapter route; its three fields are required.
    await user.click(getButton(/添加章节/));
    await waitFor(
      () => expect(currentPath()).toBe(`/cms/book/chapter/editor?contentId=${content.contentId}`),
      SLOW,
    );
    // The URL moves at once; the book editor stays on show until the chapter editor has rendered.
    const chapterEditor = (await screen.findByText('编辑章节', {}, { timeout: 30_000 })).closest<HTMLElement>(
      '.ant-card',
    );
    await user.click(getButton(/^保\s*存$/, chapterEditor ?? undefined));
    // antd validates each field on its own (asynchronously): the messages may come in separate renders.
    expect(await screen.findByText('章节标题不能为空')).toBeInTheDocument();
    expect(await screen.findByText('章节内容不能为空')).toBeInTheDocument();
    expect(await screen.findByText('发布时间不能为空')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'POST' && r.path === '/cms/book/chapter')).toBe(false);
  }, 120_000);
});
