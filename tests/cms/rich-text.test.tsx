import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import {
  isRichTextFallback,
  parseVideoCode,
  RichTextEditor,
  type RichTextResource,
} from '@/components/rich-text';

import { renderKit } from '../components/render-kit';
import { findDialog, getButton, setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();

const changes: string[] = [];

function Harness({
  pick,
}: {
  pick?: (kind: 'image' | 'video' | 'file') => Promise<RichTextResource[] | undefined>;
}) {
  const [html, setHtml] = useState('<p>hello</p>');
  return (
    <>
      <RichTextEditor
        value={html}
        onChange={(next) => {
          changes.push(next);
          setHtml(next);
        }}
        onPickResource={pick}
      />
      <output data-testid="html">{html}</output>
    </>
  );
}

beforeEach(() => {
  changes.length = 0;
});

describe('rich-text editor', () => {
  it('falls back to a textarea under jsdom with the same value/onChange contract', async () => {
    expect(isRichTextFallback()).toBe(true);
    const user = userEvent.setup();
    renderKit(<Harness />);
    const area = await screen.findByRole('textbox', { name: '请输入内容' }, SLOW);
    expect(area).toHaveValue('<p>hello</p>');
    expect(area).toHaveAttribute('placeholder', '请输入内容');
    await user.clear(area);
    await user.type(area, '<p>new</p>');
    expect(screen.getByTestId('html')).toHaveTextContent('<p>new</p>');
    expect(changes.at(-1)).toBe('<p>new</p>');
  });

  it('inserts third-party video code only when it contains an iframe with a src', async () => {
    const user = userEvent.setup();
    renderKit(<Harness />);
    await user.click(await screen.findByRole('button', { name: '插入第三方视频' }, SLOW));
    const dialog = await findDialog('第三方视频分享');
    const code = screen.getByRole('textbox', { name: '视频嵌入代码' });

    await user.click(getButton(/确\s*定|OK/, dialog));
    expect(await screen.findByText('视频嵌入代码不能为空')).toBeInTheDocument();

    await user.type(code, '<embed src="https://v.example.com/x">');
    await user.click(getButton(/确\s*定|OK/, dialog));
    expect(await screen.findByText('视频嵌入代码必须包含带 src 的 <iframe>')).toBeInTheDocument();
    expect(screen.getByTestId('html')).not.toHaveTextContent('iframe');

    await user.clear(code);
    // user.type treats braces/brackets specially; paste the code as a user would.
    await user.click(code);
    await user.paste('<iframe src="https://player.example.com/embed/42" onload="alert(1)"></iframe>');
    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() =>
      expect(screen.getByTestId('html')).toHaveTextContent(
        'iframe class="edui-video-iframe" src="https://player.example.com/embed/42" width="720" height="480"',
      ),
    );
    expect(screen.getByTestId('html')).not.toHaveTextContent('onload');
  });

  it('parses sharing codes strictly', () => {
    expect(parseVideoCode('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseVideoCode('https://v.example.com/1')).toEqual({ ok: false, reason: 'noIframe' });
    expect(parseVideoCode('<iframe></iframe>')).toEqual({ ok: false, reason: 'noIframe' });
    expect(parseVideoCode('<iframe src="javascript:alert(1)"></iframe>')).toEqual({
      ok: false,
      reason: 'noIframe',
    });
    expect(parseVideoCode('<iframe src="//player.example.com/1"></iframe>')).toEqual({
      ok: true,
      src: '//player.example.com/1',
    });
  });

  it('inserts picked resources and refuses images over 5 MB', async () => {
    const user = userEvent.setup();
    const pick = vi.fn(async (kind: 'image' | 'video' | 'file') =>
      kind === 'image'
        ? [
            { path: 'resources/image/a.jpg', src: 'http://x/a.jpg', name: 'a.jpg', fileSize: 1024 },
            {
              path: 'resources/image/big.jpg',
              src: 'http://x/big.jpg',
              name: 'big.jpg',
              fileSize: 6 * 1024 * 1024,
            },
          ]
        : [{ path: 'resources/file/doc.pdf', src: 'http://x/doc.pdf', name: 'doc.pdf' }],
    );
    renderKit(<Harness pick={pick} />);
    await user.click(await screen.findByRole('button', { name: '插入图片' }, SLOW));
    await toast('图片大小不能超过 5 MB：big.jpg', 'error');
    const html = screen.getByTestId('html');
    await waitFor(() => expect(html).toHaveTextContent('iurl="resources/image/a.jpg"'));
    expect(html).not.toHaveTextContent('big.jpg');
    expect(pick).toHaveBeenCalledWith('image');

    await user.click(screen.getByRole('button', { name: '插入文件' }));
    await waitFor(() => expect(html).toHaveTextContent('class="art-body-file" href="http://x/doc.pdf"'));
  });
});
