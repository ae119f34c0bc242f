import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { lastBody } from './helpers';
import { mockDb } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  findDialog,
  findRow,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
} from '../../system/helpers';

setupScreenTests();

describe('comments', () => {
  it('shows the source title, moderates with j/k/p/n and the row buttons, and hides a reply', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/operations/comment');
    const db = mockDb().tables;
    const top = db.comments
      .filter((c) => c.parentId === '0')
      .sort((a, b) => b.commentTime.localeCompare(a.commentTime));
    const [first, second] = top;
    const title = db.contents.find((c) => c.contentId === first?.sourceId)?.title ?? '';
    const row = await findRow(String(first?.commentTime));
    expect(within(row).getByText(title)).toBeInTheDocument();
    expect(await screen.findByText('已删除', {}, SLOW)).toBeInTheDocument();

    // j moves to the second row, p passes it.
    fireEvent.keyDown(window, { key: 'j' });
    fireEvent.keyDown(window, { key: 'p' });
    await toast('审核完成');
    expect(lastBody(seen, 'PUT', '/comment/audit')).toEqual({
      commentIds: [second?.commentId],
      auditFlag: 'Y',
    });
    expect(mockDb().tables.comments.find((c) => c.commentId === second?.commentId)?.auditStatus).toBe(1);
    fireEvent.keyDown(window, { key: 'k' });
    fireEvent.keyDown(window, { key: 'n' });
    await waitFor(() =>
      expect(lastBody(seen, 'PUT', '/comment/audit')).toEqual({
        commentIds: [first?.commentId],
        auditFlag: 'N',
      }),
    );

    const reply = db.comments.find((r) => r.parentId !== '0' && r.auditStatus !== 2);
    const withReplies = top.find((c) => c.commentId === reply?.parentId);
    const parentRow = await findRow(String(withReplies?.commentTime));
    const replyCount = db.comments.filter((r) => r.parentId === withReplies?.commentId).length;
    await user.click(getButton(new RegExp(`^${replyCount}$`), parentRow));
    const drawer = await findDialog('回复列表');
    const replyRow = (await within(drawer).findByText(String(reply?.content), {}, SLOW)).closest(
      'tr',
    ) as HTMLElement;
    await user.click(getButton(/审核不通过/, replyRow));
    await waitFor(() =>
      expect(mockDb().tables.comments.find((c) => c.commentId === reply?.commentId)?.auditStatus).toBe(2),
    );
    expect(lastBody(seen, 'PUT', '/comment/audit')).toEqual({
      commentIds: [reply?.commentId],
      auditFlag: 'N',
    });
  });
});
