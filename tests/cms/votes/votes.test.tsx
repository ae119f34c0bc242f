import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb, mockLogin } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  queryButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from '../../system/helpers';
import { grantEditor, lastBody } from '../operations/helpers';

setupScreenTests();

const seededVote = (code: string) => {
  const vote = mockDb().tables.votes.find((v) => v.code === code);
  if (!vote) throw new Error(`seeded vote ${code}`);
  return vote;
};

describe('votes', () => {
  it('adds a vote: code rule, server conflict, the time range split, the current site as source', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/operations/vote');
    await findRow('网站满意度调查');

    await user.click(getButton(/新\s*增/));
    const dialog = await findDialog('添加问卷调查');
    // The range first: Enter confirms each typed date and does not submit the dialog, which would
    // flag the empty title and code.
    const [start, end] = within(dialog).getAllByPlaceholderText(/开始|结束/);
    await user.click(start as HTMLElement);
    await user.paste('2026-01-01 08:00:00');
    await user.keyboard('{Enter}');
    await user.click(end as HTMLElement);
    await user.paste('2026-01-31 18:00:00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(end).toHaveValue('2026-01-31 18:00:00'));
    expect(dialog.querySelector('.ant-form-item-explain-error')).toBeNull();
    await user.type(within(dialog).getByLabelText('标题'), '食堂满意度');
    await user.type(within(dialog).getByLabelText('编码'), 'bad code');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText('只能使用大小写字母、数字和下划线', {}, SLOW);
    await user.clear(within(dialog).getByLabelText('编码'));
    await user.type(within(dialog).getByLabelText('编码'), 'satisfaction');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('数据[satisfaction]冲突', 'error');
    await user.clear(within(dialog).getByLabelText('编码'));
    await user.type(within(dialog).getByLabelText('编码'), 'canteen');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/vote')).toEqual({
      title: '食堂满意度',
      code: 'canteen',
      startTime: '2026-01-01 08:00:00',
      endTime: '2026-01-31 18:00:00',
      userType: 'ip',
      dayLimit: 1,
      totalLimit: 1,
      viewType: '0',
      status: '0',
      source: 'cms:1',
    });
  });

  it('edits a vote (limits ≥ 1) and deletes one', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/operations/vote');
    const annual = seededVote('annual_event');
    await clickRowAction(user, await findRow('年会主题征集'), /修\s*改/);
    const edit = await findDialog('编辑问卷调查');
    await waitFor(() => expect(within(edit).getByLabelText('编码')).toHaveValue('annual_event'), SLOW);
    await user.clear(within(edit).getByLabelText('每日限制'));
    await user.type(within(edit).getByLabelText('每日限制'), '0');
    await user.click(getButton(/确\s*定/, edit));
    await within(edit).findByText('不能小于1', {}, SLOW);
    await user.clear(within(edit).getByLabelText('每日限制'));
    await user.type(within(edit).getByLabelText('每日限制'), '3');
    await user.click(getButton(/确\s*定/, edit));
    await toast('修改成功');
    expect(lastBody(seen, 'PUT', '/vote')).toMatchObject({
      voteId: annual.voteId,
      code: 'annual_event',
      startTime: annual.startTime,
      endTime: annual.endTime,
      dayLimit: 3,
    });

    const old = seededVote('old_poll');
    await clickRowAction(user, await findRow('往期投票（已关闭）'), /删\s*除/);
    await confirmPopup(user, '是否确认删除问卷调查“往期投票（已关闭）”？');
    await toast('删除成功');
    expect(lastBody(seen, 'DELETE', '/vote')).toEqual([old.voteId]);
    expect(mockDb().tables.votes.some((v) => v.voteId === old.voteId)).toBe(false);
  });

  it('hides what the user may not do, and the server refuses it too', async () => {
    grantEditor(['vote:view']);
    renderSignedIn('/operations/vote', 'editor');
    const row = await findRow('网站满意度调查');
    expect(queryButton(/新\s*增/)).toBeNull();
    expect(queryButton(/删\s*除/, row)).toBeNull();
    expect(queryButton(/编辑主题/, row)).toBeNull();
    const vote = seededVote('satisfaction');
    const call = (method: string, path: string, body: unknown) =>
      fetch(`http://localhost/prod-api${path}`, {
        method,
        headers: { Authorization: `Bearer ${mockLogin('editor')}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (res) => ((await res.json()) as { code: number }).code);
    expect(await call('DELETE', '/vote', [vote.voteId])).toBe(403);
    expect(await call('POST', '/vote/subject', { voteId: vote.voteId, type: 'radio', title: 'x' })).toBe(403);
    expect(mockDb().tables.votes).toHaveLength(3);
  });
});
