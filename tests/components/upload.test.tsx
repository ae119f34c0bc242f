import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';

import { FileUpload, ImportDialog } from '@/components/upload';

import { server } from '../msw-server';
import { saveAs } from '../save-as-spy';
import { renderKit } from './render-kit';
import { getButton, recordRequests, setupScreenTests, toast } from '../system/helpers';

setupScreenTests();

const changes: string[] = [];

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <FileUpload
      value={value}
      onChange={(next) => {
        changes.push(next);
        setValue(next);
      }}
      limit={3}
    />
  );
}

const file = (name: string, size = 10) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function input(): HTMLInputElement {
  return document.querySelector('.kit-file-upload input[type="file"]') as HTMLInputElement;
}

beforeEach(() => {
  changes.length = 0;
});

/**
 * jsdom's XHR drops the file name of multipart parts (the mock then refuses "blob" as a file type),
 * so the upload endpoint is answered here: stored names count up.
 */
function stubUploads(fail?: number) {
  let n = 0;
  server.use(
    http.post('*/prod-api/common/upload', async () => {
      n += 1;
      const at = n;
      await delay(at * 50);
      return at === fail
        ? HttpResponse.json({ code: 500, msg: '上传失败了' })
        : HttpResponse.json({ code: 200, msg: 'SUCCESS', data: { fileName: `/profile/upload/f${at}.pdf` } });
    }),
  );
}

describe('FileUpload', () => {
  it('refuses wrong types, oversized files and too many files with the seed messages', async () => {
    stubUploads();
    const user = userEvent.setup({ applyAccept: false });
    renderKit(<Harness initial="/profile/upload/a.pdf,/profile/upload/b.pdf" />);
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    await user.upload(input(), file('x.exe'));
    await toast('文件格式不正确，请上传 doc/xls/ppt/txt/pdf 格式文件！', 'error');
    await user.upload(input(), file('big.pdf', 6 * 1024 * 1024));
    await toast('上传文件大小不能超过 5 MB！', 'error');
    // Two stored + two picked > 3: the second pick is refused while the first is pending.
    await user.upload(input(), [file('c.pdf'), file('d.pdf')]);
    await toast('上传文件数量不能超过 3 个！', 'error');
    await waitFor(() => expect(changes).toHaveLength(1));
    expect(changes[0]).toBe('/profile/upload/a.pdf,/profile/upload/b.pdf,/profile/upload/f1.pdf');
  });

  it('commits the list once when every pending upload has finished, dropping a failed one', async () => {
    stubUploads(2);
    const user = userEvent.setup();
    const seen = recordRequests();
    renderKit(<Harness />);
    await user.upload(input(), [file('one.pdf'), file('two.pdf'), file('three.pdf')]);
    await waitFor(() => expect(seen.filter((r) => r.path === '/common/upload')).toHaveLength(3));
    await toast('上传失败了', 'error');
    // One change, after the last upload finished; the failed file is gone.
    await waitFor(() => expect(changes).toEqual(['/profile/upload/f1.pdf,/profile/upload/f3.pdf']));
    expect(await screen.findByText('f1.pdf')).toBeInTheDocument();
    expect(screen.queryByText('two.pdf')).toBeNull();
  });
});

describe('ImportDialog', () => {
  it('downloads the template and sends the file with the update switch', async () => {
    const seen = recordRequests();
    let form: FormData | undefined;
    server.use(
      http.post('*/prod-api/system/user/importTemplate', () =>
        HttpResponse.arrayBuffer(new ArrayBuffer(4), {
          headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
        }),
      ),
      http.post('*/prod-api/system/user/importData', async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({
          code: 200,
          msg: 'SUCCESS',
          data: '恭喜您，数据已全部导入成功！共 1 条<br/>1、账号 a 导入成功',
        });
      }),
    );
    const onSuccess = vi.fn();
    const user = userEvent.setup();
    renderKit(
      <ImportDialog
        open
        onClose={() => undefined}
        uploadUrl="/system/user/importData"
        templateUrl="/system/user/importTemplate"
        templateName="user_template"
        onSuccess={onSuccess}
      />,
    );
    await user.click(getButton(/下载模板/));
    await waitFor(() => expect(saveAs).toHaveBeenCalled());
    expect(seen.some((r) => r.method === 'POST' && r.path === '/system/user/importTemplate')).toBe(true);

    await user.click(getButton(/确\s*定/));
    await toast('请选择要导入的文件', 'warning');
    const picker = document.querySelector('.ant-upload input[type="file"]') as HTMLInputElement;
    await user.upload(picker, new File(['x'], 'users.xlsx'));
    await user.click(screen.getByLabelText('是否更新已经存在的数据'));
    await user.click(getButton(/确\s*定/));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(form?.get('updateSupport')).toBe('true');
    // (jsdom's XHR drops multipart file names, so only the part's presence is checked.)
    expect((form?.get('file') as File | null)?.size).toBe(1);
    expect(await screen.findByText(/数据已全部导入成功/)).toBeInTheDocument();
  });
});
