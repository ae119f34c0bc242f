import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { check, lastBody, openContentPage, pickContent, findFirstRow } from './content-helpers';
import {
  confirmPopup,
  findRow,
  hasRow,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();
// Long multi-step flows on a machine shared with other test runs.
vi.setConfig({ testTimeout: 180_000 });

const content = (id: string) => mockDb().tables.contents.find((c) => c.contentId === id);

describe('recycle bin', () => {
  it('deletes into the recycle bin, restores it back into the list', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const victim = pickContent('xmpg');
    openContentPage('xmpg');
    const row = await findFirstRow(victim.title);
    await user.click(within(row).getByLabelText('更多'));
    await user.click(await screen.findByText('删除', { selector: '.ant-dropdown-menu-title-content' }));
    await confirmPopup(user, /回收站/);
    expect(await lastBody(seen, 'DELETE', '/cms/content')).toEqual([victim.contentId]);
    await toast('删除成功');
    await waitFor(() => expect(hasRow(victim.title)).toBe(false), SLOW);

    await user.click(screen.getByText('回收站'));
    const binRow = await findRow(victim.title);
    expect(within(binRow).getByText('admin')).toBeInTheDocument();
    const backup = mockDb().tables.contentBackups.find((b) => b.contentId === victim.contentId);
    await check(user, binRow);
    await user.click(toolbarButton(/恢\s*复/));
    expect(await lastBody(seen, 'POST', '/cms/content/recycle/recover')).toEqual([backup?.backupId]);
    await toast('恢复成功');
    await waitFor(() => expect(hasRow(victim.title)).toBe(false), SLOW);

    await user.click(screen.getByText('内容列表'));
    expect(await findRow(victim.title)).toBeInTheDocument();
    expect(content(victim.contentId)?.status).toBe(victim.status);
  });

  it('deletes a backup for good after a confirm', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const victim = pickContent('gjzc');
    openContentPage('gjzc', 'admin', '&tab=recycle');
    await user.click(await screen.findByText('回收站', {}, { timeout: 90_000 }));
    // Nothing deleted yet: select-none warning.
    await user.click(toolbarButton(/删\s*除/));
    await toast('请先选择至少一条记录', 'warning');

    await user.click(screen.getByText('内容列表'));
    const row = await findRow(victim.title);
    await check(user, row);
    await user.click(toolbarButton(/^删\s*除$/));
    await confirmPopup(user);
    await toast('删除成功');

    await user.click(screen.getByText('回收站'));
    const binRow = await findRow(victim.title);
    await user.click(within(binRow).getByText(/删\s*除/));
    await confirmPopup(user, /不可恢复/);
    const backup = await waitFor(() => {
      const body = seen.filter((r) => r.method === 'DELETE' && r.path === '/cms/content/recycle').at(-1);
      if (!body?.body) throw new Error('not yet');
      return JSON.parse(body.body) as string[];
    }, SLOW);
    expect(backup).toHaveLength(1);
    await waitFor(() => expect(hasRow(victim.title)).toBe(false), SLOW);
    expect(mockDb().tables.contentBackups.some((b) => b.contentId === victim.contentId)).toBe(false);
    expect(content(victim.contentId)).toBeUndefined();
  });
});
