import { mockDb, mockLogin } from '../msw-server';
import { call, request } from './helpers';

/**
 * A multipart body with one file field, written by hand: in jsdom, undici's fetch loses the file name
 * of a jsdom FormData entry (it sends filename="blob"), which browsers do not.
 */
function multipart(field: string, fileName: string, bytes: Uint8Array) {
  const boundary = '----mockboundary7MA4YWxkTrZu0gW';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** multipart upload of `bytes` as field `file`. */
function upload(name: string, bytes: Uint8Array, token: string, locale?: string) {
  const { body, contentType } = multipart('file', name, bytes);
  return call<{ fileName: string }>('/common/upload', {
    method: 'POST',
    body,
    headers: { 'Content-Type': contentType },
    token,
    locale,
  });
}

describe('POST /common/upload and GET /common/download', () => {
  it('stores the bytes and serves them back as an attachment and under /profile', async () => {
    const token = mockLogin();
    const bytes = new Uint8Array([1, 2, 3, 250, 251]);
    const res = await upload('report.pdf', bytes, token);
    expect(res).toMatchObject({ code: 200 });
    expect(res.data?.fileName).toMatch(/^\/profile\/upload\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
    const fileName = res.data?.fileName ?? '';

    const download = await request(
      `/common/download?path=${encodeURIComponent(fileName.replace('/profile/', ''))}`,
      {
        token,
      },
    );
    expect(download.headers.get('content-type')).toBe('application/octet-stream');
    const name = fileName.split('/').pop() ?? '';
    expect(download.headers.get('download-filename')).toBe(name);
    expect(download.headers.get('content-disposition')).toBe(
      `attachment; filename=${name};filename*=utf-8''${name}`,
    );
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const direct = await request(fileName.replace(/^\/profile/, '/profile'));
    expect(direct.headers.get('content-type')).toBe('application/pdf');
    expect(new Uint8Array(await direct.arrayBuffer())).toEqual(bytes);
    expect(mockDb().tables.files).toHaveLength(1);
  });

  it('answers a JSON envelope for a missing file', async () => {
    const res = await request('/common/download?path=upload/none.txt', { token: mockLogin() });
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({ code: 500, msg: '文件不存在' });
  });

  it('enforces SysUploadTypeLimit and SysUploadSizeLimit', async () => {
    const token = mockLogin();
    expect(await upload('x.exe', new Uint8Array([1]), token)).toEqual({
      code: 500,
      msg: '文件类型不支持上传',
    });
    mockDb().setConfig('SysUploadSizeLimit', '2048');
    expect(await upload('big.txt', new Uint8Array(4096), token, 'en')).toEqual({
      code: 500,
      msg: 'Uploaded file size cannot exceed 2 KB.',
    });
  });

  it('needs a login', async () => {
    expect((await upload('a.txt', new Uint8Array([1]), '')).code).toBe(401);
  });
});
