import { decodePng, encodePng } from '@/mocks/handlers/cms/png-image';

import { call, request } from '../../mocks/helpers';
import { mockDb, mockLogin } from '../../msw-server';

const site1 = { CurrentSite: '1' };

/** A stored PNG resource whose pixel (x, y) is red = x, green = y: where a pixel came from stays readable. */
async function storePng(width: number, height: number): Promise<string> {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([x, y, 0, 255], (y * width + x) * 4);
  const bytes = await encodePng({ width, height, data });
  const db = mockDb();
  const site = db.tables.sites.find((s) => s.siteId === '1');
  const path = 'resources/image/2026/11/grid.png';
  db.tables.files.push({
    path: `cms/${site?.path}/${path}`,
    name: 'grid.png',
    contentType: 'image/png',
    size: bytes.length,
    data: bytes,
    createTime: '2026-11-01 00:00:00',
  });
  db.tables.resources.push({
    resourceId: '777',
    siteId: '1',
    resourceType: 'image',
    storageType: 'Local',
    name: 'grid.png',
    path,
    fileName: 'grid.png',
    suffix: 'png',
    width,
    height,
    fileSize: bytes.length,
    status: '0',
  });
  return '777';
}

async function storedPixels(resourceId: string) {
  const row = mockDb().tables.resources.find((r) => r.resourceId === resourceId);
  const file = mockDb().tables.files.find((f) => row && f.path.endsWith(row.path));
  if (!row || !file) throw new Error('resource not stored');
  return { row, pixels: await decodePng(file.data) };
}

describe('image processing, dynamic pages and video screenshot mock', () => {
  it('crops and rotates a stored PNG in place, refuses non-images, and answers watermarks without change', async () => {
    const token = mockLogin();
    const id = await storePng(40, 30);
    const before = (await storedPixels(id)).row.path;
    const crop = { resourceId: id, x: 10, y: 5, width: 20, height: 10 };
    expect(
      (await call('/cms/process/image/crop', { token, method: 'POST', json: crop, headers: site1 })).code,
    ).toBe(200);
    const cropped = await storedPixels(id);
    expect([cropped.row.width, cropped.row.height, cropped.row.path]).toEqual([20, 10, before]);
    // The new top-left pixel was (10, 5) of the original.
    expect([...cropped.pixels.data.subarray(0, 2)]).toEqual([10, 5]);
    expect(cropped.row.fileSize).toBe(mockDb().tables.files.find((f) => f.path.endsWith(before))?.size);

    const rotate = { resourceId: id, rotate: 90, flipX: false, flipY: true };
    await call('/cms/process/image/rotate', { token, method: 'POST', json: rotate, headers: site1 });
    const turned = await storedPixels(id);
    expect([turned.pixels.width, turned.pixels.height]).toEqual([10, 20]);
    // 90° clockwise puts the bottom-right corner bottom-left; the vertical flip brings it to the top.
    expect([...turned.pixels.data.subarray(0, 2)]).toEqual([29, 14]);

    const video = mockDb().tables.resources.find((r) => r.resourceType !== 'image');
    const refused = await call('/cms/process/image/crop', {
      token,
      method: 'POST',
      json: { ...crop, resourceId: video?.resourceId },
      headers: site1,
    });
    expect(refused.msg).toBe('请求参数[resourceId]不符合校验规则');
    const missing = await call('/cms/process/image/crop', {
      token,
      method: 'POST',
      json: { ...crop, resourceId: '1' },
      headers: site1,
    });
    expect(missing.msg).toBe('数据不存在：resourceId=1');
    const mark = { resourceId: id, x: 0, y: 0, width: 5, height: 5 };
    expect(
      (
        await call('/cms/process/image/image/textWatermark', {
          token,
          method: 'POST',
          json: mark,
          headers: site1,
        })
      ).code,
    ).toBe(200);
    expect((await storedPixels(id)).pixels.width).toBe(10);
    expect(mockDb().tables.operLogs.some((l) => l.title === '图片裁剪')).toBe(true);
    // Site view of the header's site is needed: without the header only the super admin passes.
    const res = await request('/cms/process/image/crop', {
      token: mockLogin('editor'),
      method: 'POST',
      json: crop,
    });
    expect(((await res.json()) as { code: number }).code).toBe(403);
  });

  it('keeps custom dynamic pages unique by path and code, off the system paths, and per site', async () => {
    const token = mockLogin();
    const page = { name: 'A', code: 'a_page', path: '/a/page', templates: { pc: 'a.template.html', h5: '' } };
    expect(
      (await call('/cms/dynamic_page', { token, method: 'POST', json: page, headers: site1 })).code,
    ).toBe(200);
    const added = mockDb().tables.dynamicPages.find((p) => p.code === 'a_page');
    expect([added?.path, added?.siteId, added?.templates]).toEqual([
      'a/page',
      '1',
      { pc: 'a.template.html' },
    ]);
    const again = await call('/cms/dynamic_page', {
      token,
      method: 'POST',
      json: { ...page, code: 'other' },
      headers: site1,
    });
    expect(again.msg).toBe('数据[a/page]冲突');
    const system = await call('/cms/dynamic_page', {
      token,
      method: 'POST',
      json: { ...page, code: 'x', path: '/_search' },
      headers: site1,
    });
    expect(system.msg).toBe('Conflict request handler mapping: _search');
    const list = await call<{ rows: { code: string }[] }>('/cms/dynamic_page/list?query=a_p', {
      token,
      headers: site1,
    });
    expect(list.data?.rows.map((r) => r.code)).toEqual(['a_page']);
    const types = await call<{ type: string; requestArgs: { name: string; desc: string }[] }[]>(
      '/cms/dynamicPageTypes',
      { token },
    );
    const search = types.data?.find((t) => t.type === 'Search');
    expect(search?.requestArgs.map((a) => a.name)).toEqual([
      'sid',
      'pp',
      'preview',
      'q',
      'cid',
      'ot',
      'ct',
      'page',
    ]);
    expect(search?.requestArgs[3]?.desc).toBe('搜索词');
  });

  it('saves a video frame as a new image resource', async () => {
    const token = mockLogin();
    const video = mockDb().tables.resources.find((r) => r.siteId === '1' && r.resourceType === 'video');
    if (!video) throw new Error('no seeded video');
    const res = await call<{ resourceType: string; internalUrl: string; src: string; name: string }>(
      '/cms/video/screenshot',
      {
        token,
        method: 'POST',
        json: { path: `iurl://resource?id=${video.resourceId}`, timestamp: 3 },
        headers: site1,
      },
    );
    expect(res.data?.resourceType).toBe('image');
    expect(res.data?.internalUrl).toMatch(/^iurl:\/\/resource\?id=\d+$/);
    expect(res.data?.name).toBe(`${video.name}_3s.png`);
    const bad = await call('/cms/video/screenshot', {
      token,
      method: 'POST',
      json: { path: 'nope.mp4', timestamp: -1 },
      headers: site1,
    });
    expect(bad.code).not.toBe(200);
  });
});
