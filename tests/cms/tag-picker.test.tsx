import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { TagInput } from '@/components/cms/tag-picker';

import { renderKit } from '../components/render-kit';
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

const changes: string[][] = [];

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState(initial);
  return (
    <TagInput
      value={tags}
      onChange={(next) => {
        changes.push(next);
        setTags(next);
      }}
    />
  );
}

beforeEach(() => {
  changes.length = 0;
});

describe('TagInput', () => {
  it('adds typed tags on Enter (staying open) and on blur, and refuses a duplicate', async () => {
    const user = userEvent.setup();
    renderKit(<Harness initial={['已有']} />);
    await user.click(await screen.findByRole('button', { name: /新标签/ }, SLOW));
    const input = screen.getByLabelText('输入新标签');
    await user.type(input, '甲{Enter}');
    expect(changes.at(-1)).toEqual(['已有', '甲']);
    // Still open for the next one.
    await user.type(screen.getByLabelText('输入新标签'), '已有{Enter}');
    await toast('重复了！', 'warning');
    expect(changes).toHaveLength(1);
    await user.clear(screen.getByLabelText('输入新标签'));
    await user.type(screen.getByLabelText('输入新标签'), '乙');
    await user.click(document.body);
    await waitFor(() => expect(changes.at(-1)).toEqual(['已有', '甲', '乙']));
    expect(screen.queryByLabelText('输入新标签')).toBeNull();
  });

  it('picks TAG words of a group and merges them without duplicates', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderKit(<Harness initial={['投资']} />);
    await waitFor(() => getButton(/^选\s*择$/), SLOW);
    await user.click(getButton(/^选\s*择$/));
    const dialog = await findDialog('选择TAG词');
    await user.click(await within(dialog).findByText('默认标签', undefined, SLOW));
    await waitFor(() => expect(within(dialog).getByText('工程咨询')).toBeInTheDocument(), SLOW);
    const words = lastGet(seen, '/word/tagword');
    expect(words?.query.get('groupId')).toMatch(/^\d+$/);
    expect(words?.query.get('pageNum')).toBe('1');
    expect(words?.query.get('pageSize')).toBe('100');
    // Already chosen words are greyed out; clicking a new one adds it to "Selected".
    const selected = dialog.querySelector('.cms-tag-selected') as HTMLElement;
    expect(within(selected).getByText('投资')).toBeInTheDocument();
    const wordList = dialog.querySelector('.cms-tag-words') as HTMLElement;
    expect(within(wordList).getByText('投资').closest('[aria-disabled]')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(within(wordList).getByText('工程咨询'));
    await user.click(within(wordList).getByText('投资'));
    expect(within(selected).getAllByText(/工程咨询|投资/)).toHaveLength(2);

    // The word search reaches the request.
    await user.type(within(dialog).getByPlaceholderText('输入TAG词查询'), '培{Enter}');
    await waitFor(() => expect(lastGet(seen, '/word/tagword')?.query.get('query')).toBe('培'));
    await waitFor(() => expect(within(dialog).queryByText('可行性研究')).toBeNull());
    await user.click(within(dialog.querySelector('.cms-tag-words') as HTMLElement).getByText('培训'));

    await user.click(getButton(/确\s*定|OK/, dialog));
    await waitFor(() => expect(changes.at(-1)).toEqual(['投资', '工程咨询', '培训']));
  });
});
