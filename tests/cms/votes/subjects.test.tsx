import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';
import { lastBody } from '../operations/helpers';

setupScreenTests();

describe('vote subjects', () => {
  it('inserts a subject before another, reorders and adds items, deletes a subject and shows the results', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const db = mockDb().tables;
    const vote = db.votes.find((v) => v.code === 'satisfaction');
    const subjects = db.voteSubjects
      .filter((s) => s.voteId === vote?.voteId)
      .sort((a, b) => a.sortFlag - b.sortFlag);
    const [first, second, third] = subjects;
    renderSignedIn(`/operations/vote/subjects?voteId=${vote?.voteId}`);

    // Items with their totals as bars, and the note of the input subject.
    await findRow(String(first?.title));
    expect(await screen.findByLabelText('非常满意 票数：17', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('输入类型的主题无需选项')).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/vote/subject' && r.query.get('voteId') === vote?.voteId)).toBe(true);

    await clickRowAction(user, await findRow(String(second?.title)), /插入主题/);
    const insert = await findDialog('添加主题');
    await user.type(within(insert).getByLabelText('主题'), '您的年龄段');
    await user.click(getButton(/确\s*定/, insert));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/vote/subject')).toEqual({
      voteId: vote?.voteId,
      type: 'radio',
      title: '您的年龄段',
      nextSubjectId: second?.subjectId,
    });
    const order = () =>
      mockDb()
        .tables.voteSubjects.filter((s) => s.voteId === vote?.voteId)
        .sort((a, b) => a.sortFlag - b.sortFlag)
        .map((s) => s.title);
    expect(order()).toEqual([first?.title, '您的年龄段', second?.title, third?.title]);

    // The first subject's items: B moves up, one is added at the end, the list is saved as a whole.
    const items = db.voteItems
      .filter((i) => i.subjectId === first?.subjectId)
      .sort((a, b) => a.sortFlag - b.sortFlag);
    await user.click(getButton(new RegExp(`^${String(first?.title)}$`), await findRow(String(first?.title))));
    const drawer = await findDialog(`主题选项：${String(first?.title)}`);
    await within(drawer).findByDisplayValue(String(items[1]?.content), {}, SLOW);
    await user.click(within(drawer).getByRole('button', { name: '上移 B' }));
    await user.click(getButton(/添加选项/, drawer));
    await user.type(
      within(drawer).getByLabelText(`选项内容 ${String.fromCharCode(65 + items.length)}`),
      '很不满意',
    );
    await user.click(getButton(/保\s*存/, drawer));
    await toast('保存成功');
    const swapped = [items[1], items[0], ...items.slice(2)];
    expect(lastBody(seen, 'POST', '/vote/subject/items')).toEqual({
      subjectId: first?.subjectId,
      itemList: [
        ...swapped.map((i) => ({
          itemId: i?.itemId,
          subjectId: first?.subjectId,
          type: 'Text',
          content: i?.content,
        })),
        { subjectId: first?.subjectId, type: 'Text', content: '很不满意' },
      ],
    });
    const saved = mockDb()
      .tables.voteItems.filter((i) => i.subjectId === first?.subjectId)
      .sort((a, b) => a.sortFlag - b.sortFlag);
    expect(saved.map((i) => [i.content, i.total])).toEqual([
      ...swapped.map((i) => [i?.content, i?.total]),
      ['很不满意', 0],
    ]);
    await user.click(getButton(/关\s*闭/, drawer));

    await clickRowAction(user, await findRow(String(third?.title)), /删\s*除/);
    await confirmPopup(user, `是否确认删除主题“${String(third?.title)}”？`);
    await toast('删除成功');
    expect(lastBody(seen, 'DELETE', '/vote/subject')).toEqual([third?.subjectId]);

    await user.click(toolbarButton(/投票结果/));
    const results = await findDialog('投票结果');
    const chart = await within(results).findByRole(
      'img',
      { name: /“您对网站改版的总体评价”的投票结果/ },
      SLOW,
    );
    expect(chart.getAttribute('aria-label')).toContain(
      `${String(items[1]?.content)} ${String(items[1]?.total)}`,
    );
  });
});
