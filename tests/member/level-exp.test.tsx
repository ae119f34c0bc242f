import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import { lastBody, pickOption } from './helpers';
import {
  findDialog,
  findRow,
  getButton,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../system/helpers';

setupScreenTests();

describe('member levels', () => {
  it('adds levels, flags a gap and a non-increasing experience, edits with type and level locked', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/member/levelConfig');
    const first = await findRow('新手');
    expect(within(first).getByText('Lv1')).toBeInTheDocument();
    expect(await within(first).findByText('默认等级类型')).toBeInTheDocument();
    expect(document.querySelector('[data-testid="level-issues"]')).toBeNull();

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加等级配置');
    await pickOption(user, within(dialog).getByLabelText('等级类型'), '默认等级类型');
    await user.type(within(dialog).getByLabelText('等级'), '6');
    await user.type(within(dialog).getByLabelText('名称'), '宗师');
    await user.clear(within(dialog).getByLabelText('下一级所需经验'));
    await user.type(within(dialog).getByLabelText('下一级所需经验'), '1500');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/member/levelConfig')).toEqual({
      levelType: 'Default',
      level: 6,
      name: '宗师',
      nextNeedExp: 1500,
    });
    const added = await findRow('宗师');
    expect(await within(added).findByText('缺少 Lv5')).toBeInTheDocument();
    expect(await within(await findRow('VIP 2')).findByText('Lv2')).toBeInTheDocument();
    expect(document.querySelector('[data-testid="level-issues"]')).toHaveTextContent('1 处问题');

    await user.click(getButton(/修\s*改/, await findRow('专家')));
    const edit = await findDialog('修改等级配置');
    const exp = await within(edit).findByLabelText('下一级所需经验');
    await waitFor(() => expect(exp).toHaveValue('2000'));
    expect(within(edit).getByLabelText('等级')).toBeDisabled();
    expect(within(edit).getByLabelText('等级类型')).toBeDisabled();
    await user.clear(exp);
    await user.type(exp, '500');
    await user.click(getButton(/确\s*定/, edit));
    await toast('修改成功');
    // The DTO has no id: the server finds the row by type and level.
    expect(lastBody(seen, 'PUT', '/member/levelConfig')).toEqual({
      levelType: 'Default',
      level: 4,
      name: '专家',
      nextNeedExp: 500,
    });
    expect(await within(await findRow('专家')).findByText('所需经验未高于 Lv3（800）')).toBeInTheDocument();
  });
});

describe('experience rules', () => {
  it('picks the operation from the server list by double click and adds a rule; 0 is no limit', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/member/expConfig');
    const signIn = await findRow('签到[SignIn]');
    expect(within(signIn).getAllByText('无限制')).toHaveLength(1);
    expect(within(await findRow('评论点赞[CommentLike]')).getByText('500')).toBeInTheDocument();

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加经验配置');
    await user.click(getButton(/选\s*择/, dialog));
    const picker = await findDialog('选择经验操作项');
    const ok = getButton(/确\s*定/, picker);
    expect(ok).toBeDisabled();
    await user.dblClick(await within(picker).findByText('评论[Comment]', {}, SLOW));
    await waitFor(() => expect(within(dialog).getByLabelText('经验操作项')).toHaveValue('评论'));
    expect(seen.some((r) => r.method === 'GET' && r.path === '/member/expConfig/types')).toBe(true);

    await pickOption(user, within(dialog).getByLabelText('等级类型'), 'VIP 等级');
    await user.clear(within(dialog).getByLabelText('经验值'));
    await user.type(within(dialog).getByLabelText('经验值'), '3');
    await user.click(getButton(/确\s*定/, dialog));
    await toast('新增成功');
    expect(lastBody(seen, 'POST', '/member/expConfig')).toEqual({
      opType: 'Comment',
      levelType: 'Vip',
      exp: 3,
      dayLimit: 0,
      totalLimit: 0,
    });
    const added = await findRow('评论[Comment]');
    expect(within(added).getAllByText('无限制')).toHaveLength(2);

    await user.click(getButton(/修\s*改/, added));
    const edit = await findDialog('修改经验配置');
    await waitFor(() => expect(within(edit).getByLabelText('经验值')).toHaveValue('3'));
    expect(getButton(/选\s*择/, edit)).toBeDisabled();
    expect(mockDb().tables.memberExpConfigs).toHaveLength(5);
  });
});
