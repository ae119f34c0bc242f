import { http as mock, HttpResponse } from 'msw';

import { setToken } from '@/lib/auth/token';
import { ApiError, uploadFile } from '@/lib/http';

import { api, fail, type FeedbackSpies, ok, spyFeedback } from './helpers';
import { server } from '../../msw-server';

let spies: FeedbackSpies;
beforeEach(() => {
  spies = spyFeedback();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('uploadFile', () => {
  it('POSTs multipart field `file` to /common/upload and resolves the file URL', async () => {
    let seen: { text: string; auth: string | null; type: string | null } | undefined;
    server.use(
      mock.post(api('/common/upload'), async ({ request }) => {
        const type = request.headers.get('content-type');
        const form = await request.formData();
        const file = form.get('file') as File;
        seen = { text: await file.text(), auth: request.headers.get('authorization'), type };
        return ok({ fileName: '/profile/upload/2024/01/02/abc.png' });
      }),
    );
    setToken('tok');
    // jsdom's File loses its name on the way through msw, so the part itself is checked at the source.
    const append = vi.spyOn(FormData.prototype, 'append');
    const file = new File(['hello'], 'a.png', { type: 'image/png' });
    const result = await uploadFile(file);
    expect(append).toHaveBeenCalledWith('file', file);
    expect(result).toEqual({
      fileName: '/profile/upload/2024/01/02/abc.png',
      url: '/prod-api/profile/upload/2024/01/02/abc.png',
    });
    expect(seen).toMatchObject({ text: 'hello', auth: 'Bearer tok' });
    expect(seen?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('supports another URL, field name and extra form fields, and keeps absolute URLs', async () => {
    let fields: Record<string, string> = {};
    server.use(
      mock.post(api('/cms/file/upload'), async ({ request }) => {
        const form = await request.formData();
        fields = { dir: String(form.get('dir')), has: String(form.has('avatarfile')) };
        return ok({ fileName: 'https://cdn.example.com/x.png' });
      }),
    );
    const result = await uploadFile(new Blob(['x']), {
      url: '/cms/file/upload',
      field: 'avatarfile',
      data: { dir: 'a/b' },
    });
    expect(fields).toEqual({ dir: 'a/b', has: 'true' });
    expect(result.url).toBe('https://cdn.example.com/x.png');
  });

  it('uploading the same file twice is not a duplicate submit', async () => {
    server.use(mock.post(api('/common/upload'), () => ok({ fileName: '/a.png' })));
    const file = new File(['x'], 'a.png');
    await uploadFile(file);
    await expect(uploadFile(file)).resolves.toMatchObject({ fileName: '/a.png' });
  });

  it('reports progress when the browser gives totals', async () => {
    server.use(mock.post(api('/common/upload'), () => ok({ fileName: '/a.png' })));
    const onProgress = vi.fn();
    await uploadFile(new File(['x'.repeat(1000)], 'a.png'), { onProgress });
    for (const [percent] of onProgress.mock.calls) {
      expect(percent).toBeGreaterThanOrEqual(0);
      expect(percent).toBeLessThanOrEqual(100);
    }
  });

  it('shows the server message of a failed upload and rejects', async () => {
    server.use(mock.post(api('/common/upload'), () => fail(500, '文件类型不允许')));
    await expect(uploadFile(new File(['x'], 'a.exe'))).rejects.toMatchObject({
      code: 500,
      message: '文件类型不允许',
      shown: true,
    });
    expect(spies.error).toHaveBeenCalledWith('文件类型不允许');
  });

  it('rejects a success reply without a file name', async () => {
    server.use(mock.post(api('/common/upload'), () => HttpResponse.json({ code: 200, msg: 'SUCCESS' })));
    const error = await uploadFile(new File(['x'], 'a.png')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: '上传文件失败，请重试', shown: false });
  });
});
