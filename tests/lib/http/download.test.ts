import { http as mock, HttpResponse } from 'msw';

import { download, downloadResource, exportExcel } from '@/lib/http';

import { api, type FeedbackSpies, spyFeedback } from './helpers';
import { server } from '../../msw-server';
import { saveAs } from '../../save-as-spy';

let spies: FeedbackSpies;
beforeEach(() => {
  spies = spyFeedback();
  saveAs.mockReset();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Reads the saved blob with FileReader: jsdom's Blob is not readable by Node's Response. */
function savedText(): Promise<string> {
  const blob = saveAs.mock.calls[0]?.[0] as Blob;
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('download', () => {
  it('POSTs the params form-encoded and saves the file under the server name', async () => {
    let request: { type: string | null; body: string; exportFlag: string | null } | undefined;
    server.use(
      mock.post(api('/system/config/list'), async ({ request: req }) => {
        request = {
          type: req.headers.get('content-type'),
          body: await req.text(),
          exportFlag: req.headers.get('cc-export'),
        };
        return new HttpResponse('xlsx-bytes', {
          headers: {
            'Content-Type': XLSX,
            'Content-Disposition': "attachment;filename*=utf-8''Export_SysConfig_%E5%8F%82%E6%95%B0.xlsx",
          },
        });
      }),
    );
    await exportExcel(
      '/system/config/list',
      { configName: '站点', empty: '', params: { beginTime: '2024-01-01' } },
      'config.xlsx',
    );
    expect(request).toEqual({
      type: 'application/x-www-form-urlencoded',
      body: 'configName=%E7%AB%99%E7%82%B9&params%5BbeginTime%5D=2024-01-01',
      exportFlag: '1',
    });
    expect(saveAs).toHaveBeenCalledTimes(1);
    expect(saveAs.mock.calls[0]?.[1]).toBe('Export_SysConfig_参数.xlsx');
    await expect(savedText()).resolves.toBe('xlsx-bytes');
    expect(spies.info).toHaveBeenCalledWith('正在下载数据，请稍候');
    expect(spies.error).not.toHaveBeenCalled();
  });

  it('sends no export flag from plain download and falls back to the given name', async () => {
    let exportFlag: string | null = 'unset';
    server.use(
      mock.post(api('/tool/gen/batchGenCode'), ({ request }) => {
        exportFlag = request.headers.get('cc-export');
        return new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
          headers: { 'Content-Type': 'application/zip' },
        });
      }),
    );
    await download('/tool/gen/batchGenCode', { tables: 'a,b' }, 'chestnut.zip');
    expect(exportFlag).toBeNull();
    expect(saveAs.mock.calls[0]?.[1]).toBe('chestnut.zip');
  });

  it.each([
    ['a JSON-typed blob', 'application/json', 500, '导出失败', 'error'],
    ['an octet-stream that parses as an envelope', 'application/octet-stream', 601, '数据过多', 'warning'],
    ['a 403 envelope', 'application/json;charset=UTF-8', 403, 'denied', 'notifyError'],
  ] as const)('treats %s as an error reply, not a file', async (_label, type, code, msg, method) => {
    server.use(
      mock.post(
        api('/export/bad'),
        () => new HttpResponse(JSON.stringify({ code, msg }), { headers: { 'Content-Type': type } }),
      ),
    );
    await download('/export/bad', {}, 'x.xlsx');
    expect(saveAs).not.toHaveBeenCalled();
    expect(spies[method]).toHaveBeenCalledTimes(1);
    expect(spies[method].mock.calls[0]?.[0]).toBe(code === 403 ? '当前操作没有权限' : msg);
    if (method !== 'error') expect(spies.error).not.toHaveBeenCalled();
  });

  it('a 401 envelope in the blob prompts for re-login', async () => {
    server.use(mock.post(api('/export/dead'), () => HttpResponse.json({ code: 401, msg: 'not login' })));
    await download('/export/dead');
    expect(saveAs).not.toHaveBeenCalled();
    expect(spies.confirm).toHaveBeenCalledTimes(1);
    expect(spies.error).not.toHaveBeenCalled();
  });

  it('saves a genuine JSON file that is not an envelope', async () => {
    server.use(
      mock.post(
        api('/export/json'),
        () =>
          new HttpResponse('[{"a":1}]', {
            headers: { 'Content-Type': 'application/octet-stream', 'download-filename': 'data.json' },
          }),
      ),
    );
    await download('/export/json', {}, 'fallback.json');
    expect(saveAs.mock.calls[0]?.[1]).toBe('data.json');
  });

  it('shows "download failed" on a transport error, once', async () => {
    server.use(mock.post(api('/export/down'), () => new HttpResponse(null, { status: 500 })));
    await expect(download('/export/down', {}, 'x.xlsx')).resolves.toBeUndefined();
    expect(saveAs).not.toHaveBeenCalled();
    expect(spies.error).toHaveBeenCalledTimes(1);
    expect(spies.error).toHaveBeenCalledWith('下载文件出现错误，请联系管理员！');
  });

  it('shows "download failed" on a network error', async () => {
    server.use(mock.post(api('/export/net'), () => HttpResponse.error()));
    await download('/export/net');
    expect(spies.error).toHaveBeenCalledWith('下载文件出现错误，请联系管理员！');
  });
});

describe('downloadResource', () => {
  it('GETs /common/download?path= and uses the download-filename header', async () => {
    let url = '';
    server.use(
      mock.get(api('/common/download'), ({ request }) => {
        url = request.url.slice(request.url.indexOf('/prod-api'));
        return new HttpResponse('pdf', {
          headers: {
            'Content-Type': 'application/octet-stream',
            'download-filename': '%E6%8A%A5%E5%91%8A.pdf',
            'Content-Disposition': 'attachment; filename=other.pdf',
          },
        });
      }),
    );
    await downloadResource('/profile/upload/2024/01/02/abc.pdf');
    expect(url).toBe('/prod-api/common/download?path=%2Fprofile%2Fupload%2F2024%2F01%2F02%2Fabc.pdf');
    expect(saveAs.mock.calls[0]?.[1]).toBe('报告.pdf');
  });

  it('falls back to the last path segment', async () => {
    server.use(
      mock.get(
        api('/common/download'),
        () => new HttpResponse('x', { headers: { 'Content-Type': 'text/plain' } }),
      ),
    );
    await downloadResource('upload/a/b/readme.txt');
    expect(saveAs.mock.calls[0]?.[1]).toBe('readme.txt');
  });
});
