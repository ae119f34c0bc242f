import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';

import {
  ImageResourceInput,
  ResourcePickerDialog,
  type PickedResource,
} from '@/components/cms/resource-picker';

import { renderKit } from '../components/render-kit';
import { call, request } from '../mocks/helpers';
import { mockDb, mockLogin, server } from '../msw-server';
import {
  findDialog,
  getButton,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from '../system/helpers';

setupScreenTests();

const picks: PickedResource[][] = [];

function Harness({ multiple = false }: { multiple?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open-picker
      </button>
      <ResourcePickerDialog
        open={open}
        resourceType="image"
        multiple={multiple}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          picks.push(picked);
          setOpen(false);
        }}
      />
    </>
  );
}

beforeEach(() => {
  picks.length = 0;
});

async function openPicker(user: ReturnType<typeof userEvent.setup>, multiple = false) {
  renderKit(<Harness multiple={multiple} />);
  await user.click(screen.getByText('open-picker'));
  return findDialog('素材库');
}

const card = (dialog: HTMLElement, name: string) =>
  within(dialog).getByText(name).closest<HTMLElement>('.cms-resource-card') as HTMLElement;

async function openLibrary(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  await user.click(within(dialog).getByRole('tab', { name: '素材库' }));
  // Newest first, like the backend: page 1 holds image6.png … image1.png, image12.jpg … image9.jpg.
  await waitFor(() => expect(within(dialog).getByText('image1.png')).toBeInTheDocument(), SLOW);
}

describe('ResourcePickerDialog — library', () => {
  it('lists the site images ten a page and returns the picked card as an internal url with its src', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const dialog = await openPicker(user);
    await openLibrary(user, dialog);
    const list = lastGet(seen, '/cms/resource');
    expect(list?.query.get('resourceType')).toBe('image');
    expect(list?.query.get('pageSize')).toBe('10');
    expect(list?.query.get('pageNum')).toBe('1');
    expect(list?.query.get('owner')).toBe('false');
    // Only images: no pdf or mp4 of the seed is offered.
    expect(within(dialog).queryByText(/\.pdf$/)).toBeNull();
    expect(within(dialog).getByText('共 18 条')).toBeInTheDocument();

    await user.click(card(dialog, 'image1.png'));
    expect(card(dialog, 'image1.png')).toHaveAttribute('aria-selected', 'true');
    // Single picker: another click moves the selection.
    await user.click(card(dialog, 'image10.jpg'));
    expect(card(dialog, 'image1.png')).toHaveAttribute('aria-selected', 'false');
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(picks).toHaveLength(1));
    const row = mockDb().tables.resources.find((r) => r.siteId === '1' && r.name === 'image10.jpg');
    expect(picks[0]).toEqual([
      expect.objectContaining({
        resourceId: row?.resourceId,
        path: `iurl://resource?id=${row?.resourceId}`,
        name: 'image10.jpg',
        width: 1280,
        height: 720,
      }),
    ]);
    // The thumbnail URL is served by the mock.
    const src = picks[0]?.[0]?.src ?? '';
    expect(src).toMatch(/\/profile\/cms\/.+\/resources\/image\/2026\/11\/image10\.jpg$/);
    const res = await fetch(new URL(src, 'http://localhost').href);
    expect(res.status).toBe(200);
  });

  it('sends owner=true for "My Materials" and shows only what the user uploaded; name search filters', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const dialog = await openPicker(user, true);
    await openLibrary(user, dialog);
    expect(within(dialog).getByText('image2.png')).toBeInTheDocument();
    await user.click(within(dialog).getByText('我的素材'));
    await waitFor(() => expect(lastGet(seen, '/cms/resource')?.query.get('owner')).toBe('true'));
    // Seeded rows alternate admin / editor: the editor's image2 is gone.
    await waitFor(() => expect(within(dialog).queryByText('image2.png')).toBeNull());
    expect(within(dialog).getByText('image1.png')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('资源名称'), 'image11{Enter}');
    await waitFor(() => expect(lastGet(seen, '/cms/resource')?.query.get('name')).toBe('image11'));
    await waitFor(() => expect(within(dialog).queryByText('image1.png')).toBeNull());
    expect(lastGet(seen, '/cms/resource')?.query.get('owner')).toBe('true');
    await user.click(card(dialog, 'image11.jpg'));
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(picks[0]?.map((p) => p.name)).toEqual(['image11.jpg']));
  });

  it('warns when nothing is selected', async () => {
    const user = userEvent.setup();
    const dialog = await openPicker(user);
    await openLibrary(user, dialog);
    await user.click(getButton(/确\s*定|OK/, dialog));
    await toast('请先选择至少一条记录', 'warning');
    expect(picks).toHaveLength(0);
  });
});

/**
 * jsdom's XHR drops the file name of multipart parts, so the upload endpoint is answered here (the
 * mock's own checks are exercised through fetch below). `fail` names files the server refuses.
 */
function stubUploads(fail: string[] = []) {
  const received: number[] = [];
  let n = 0;
  server.use(
    http.post('*/prod-api/cms/resource/upload', async ({ request: req }) => {
      const file = (await req.formData()).get('file') as File;
      n += 1;
      const at = n;
      received.push(file.size);
      await delay(at * 30);
      if (fail.includes(String(file.size)))
        return HttpResponse.json({ code: 500, msg: '上传文件大小超过限制' });
      return HttpResponse.json({
        code: 200,
        msg: 'SUCCESS',
        data: {
          resourceId: String(9000 + at),
          name: `up${at}.png`,
          path: `resources/image/2026/11/up${at}.png`,
          internalUrl: `iurl://resource?id=${9000 + at}`,
          src: `/prod-api/profile/cms/up${at}.png`,
          fileSize: file.size,
          suffix: 'png',
        },
      });
    }),
  );
  return received;
}

const png = (name: string, size: number) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function fileInput(dialog: HTMLElement): HTMLInputElement {
  return dialog.querySelector('.cms-resource-upload input[type="file"]') as HTMLInputElement;
}

describe('ResourcePickerDialog — upload', () => {
  it('refuses a file over ResourceUploadAcceptSize and a wrong suffix, uploads the rest and returns only those', async () => {
    mockDb().setConfig('ResourceUploadAcceptSize', '1024');
    const received = stubUploads();
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openPicker(user, true);
    await waitFor(() => expect(within(dialog).getByText(/不超过 1 KB/)).toBeInTheDocument(), SLOW);
    await user.upload(fileInput(dialog), [png('good.png', 100), png('big.png', 2000), png('bad.exe', 10)]);
    await toast('上传文件大小不能超过：1 KB', 'error');
    await toast('文件格式不正确，只能是 jpg, jpeg, gif, png, ico, webp, bmp', 'error');
    expect(within(dialog).getByText('good.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('big.png')).toBeNull();
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(picks).toHaveLength(1));
    expect(received).toEqual([100]);
    expect(picks[0]).toEqual([
      expect.objectContaining({ resourceId: '9001', path: 'iurl://resource?id=9001', name: 'up1.png' }),
    ]);
  });

  it('waits for every upload, reports the failed file by name and returns the uploaded one', async () => {
    stubUploads(['200']);
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openPicker(user, true);
    await waitFor(() => expect(within(dialog).getByText(/不超过 20 MB/)).toBeInTheDocument(), SLOW);
    await user.upload(fileInput(dialog), [png('a.png', 100), png('b.png', 200)]);
    await user.click(getButton(/确\s*定|OK/, dialog));
    await toast('1 个文件上传失败：b.png (上传文件大小超过限制)', 'error');
    await waitFor(() => expect(picks).toHaveLength(1));
    expect(picks[0]?.map((p) => p.name)).toEqual(['up1.png']);
  });

  it('keeps the dialog open with the reason when every upload failed', async () => {
    stubUploads(['100']);
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openPicker(user);
    await user.upload(fileInput(dialog), png('a.png', 100));
    await user.click(getButton(/确\s*定|OK/, dialog));
    await toast('1 个文件上传失败：a.png (上传文件大小超过限制)', 'error');
    expect(within(dialog).getByText('a.png: 上传文件大小超过限制')).toBeInTheDocument();
    expect(picks).toHaveLength(0);
  });
});

describe('ResourcePickerDialog — remote link', () => {
  it('requires http(s):// (or the site host) and returns the link named after its last segment', async () => {
    const user = userEvent.setup();
    const dialog = await openPicker(user);
    await user.click(within(dialog).getByText('网络链接'));
    const input = within(dialog).getByLabelText('链接');
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() =>
      expect(
        within(dialog).getByText('资源外链不能为空且必须是 http(s):// 或 localhost 开头'),
      ).toBeInTheDocument(),
    );
    await user.type(input, 'ftp://example.com/a.png');
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(within(dialog).getByText(/资源外链不能为空/)).toBeInTheDocument());
    expect(picks).toHaveLength(0);
    await user.clear(input);
    await user.type(input, 'https://cdn.example.com/img/logo.png?v=2');
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(picks).toHaveLength(1));
    expect(picks[0]).toEqual([
      {
        path: 'https://cdn.example.com/img/logo.png?v=2',
        src: 'https://cdn.example.com/img/logo.png?v=2',
        name: 'logo.png',
        suffix: 'png',
      },
    ]);
  });
});

describe('ImageResourceInput', () => {
  it('picks an image from the library, shows it and clears it', async () => {
    const changes: [string | undefined, string | undefined][] = [];
    function Field() {
      const [value, setValue] = useState<string>();
      const [src, setSrc] = useState<string>();
      return (
        <ImageResourceInput
          value={value}
          src={src}
          onChange={(path, next) => {
            changes.push([path, next]);
            setValue(path);
            setSrc(next);
          }}
        />
      );
    }
    const user = userEvent.setup();
    renderKit(<Field />);
    await user.click(await screen.findByRole('button', { name: '选择' }, SLOW));
    const dialog = await findDialog('素材库');
    await openLibrary(user, dialog);
    await user.click(card(dialog, 'image2.png'));
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]?.[0]).toMatch(/^iurl:\/\/resource\?id=\d+$/);
    const img = await screen.findByAltText(changes[0]?.[0] ?? '');
    expect(img.getAttribute('src')).toMatch(/image2\.png$/);
    await user.click(screen.getByRole('button', { name: '删除' }));
    expect(changes[1]).toEqual([undefined, undefined]);
    expect(screen.getByRole('button', { name: '选择' })).toBeInTheDocument();
  });
});

describe('mock: /cms/resource', () => {
  /** Written by hand: in jsdom, fetch sends a FormData file as filename="blob" (see tests/mocks/file.test.ts). */
  const upload = (name: string, size: number, token: string) => {
    const boundary = '----resourceboundary42';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const body = new Uint8Array(head.length + size + tail.length);
    body.set(head);
    body.set(tail, head.length + size);
    return call<Record<string, unknown>>('/cms/resource/upload', {
      method: 'POST',
      body,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      token,
    });
  };

  it('refuses a suffix no resource type accepts and a file over the size limit, with the backend messages', async () => {
    const token = mockLogin('admin');
    expect(await upload('x.exe', 10, token)).toEqual({ code: 500, msg: '禁止上传的文件类型：exe' });
    mockDb().setConfig('ResourceUploadAcceptSize', '50');
    expect(await upload('x.png', 60, token)).toEqual({ code: 500, msg: '上传文件大小超过限制' });
  });

  it('stores an upload under the current site, lists it for its owner and serves its bytes', async () => {
    const token = mockLogin('admin');
    const reply = await upload('Photo.PNG', 30, token);
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      name: 'Photo.PNG',
      resourceType: 'image',
      suffix: 'png',
      siteId: '1',
    });
    expect(String(reply.data?.internalUrl)).toBe(`iurl://resource?id=${String(reply.data?.resourceId)}`);
    const file = await request(String(reply.data?.src).replace('/prod-api', ''));
    expect((await file.arrayBuffer()).byteLength).toBe(30);
    const mine = await call<{ rows: { name: string; createBy: string }[] }>(
      '/cms/resource?owner=true&name=photo&pageNum=1&pageSize=10',
      { token },
    );
    expect(mine.data?.rows.map((r) => r.name)).toEqual(['Photo.PNG']);
    const editors = await call<{ rows: unknown[]; total: string }>('/cms/resource?owner=true&pageSize=100', {
      token: mockLogin('editor'),
    });
    expect(editors.data?.rows.every((r) => (r as { createBy: string }).createBy === 'editor')).toBe(true);
  });
});
