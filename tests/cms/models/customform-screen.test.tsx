import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { bodyOf, firstRow, onSiteOne, pickOption } from './helpers';
import { call } from '../../mocks/helpers';
import { mockDb, mockLogin } from '../../msw-server';
import { renderSignedIn } from '../../render-app';
import {
  clickRowAction,
  offersRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  listPage,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';

setupScreenTests();
// Whole journeys through several dialogs: minutes on a busy two-core machine.
vi.setConfig({ testTimeout: 60_000 });
onSiteOne();

describe('custom forms', () => {
  it('searches by status, adds, edits the templates, publishes, takes offline and deletes a form', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/operations/customform');
    await firstRow('活动报名');
    expect(within(await findRow('投诉建议')).getByText('已下线')).toBeInTheDocument();

    await pickOption(user, within(searchForm()).getByLabelText('状态'), '已发布');
    await user.click(getButton(/搜\s*索/, searchForm()));
    await waitFor(() => expect(hasRow('满意度调查')).toBe(false), SLOW);
    expect(lastGet(seen, '/cms/customform')?.query.get('status')).toBe('10');
    await user.click(getButton(/重\s*置/, searchForm()));
    await findRow('满意度调查');

    await user.click(toolbarButton(/新\s*增/));
    const add = await findDialog('添加自定义表单');
    await user.type(within(add).getByLabelText('名称'), '志愿者招募');
    await user.type(within(add).getByLabelText('编码'), 'volunteer');
    await pickOption(user, within(add).getByLabelText('数据表'), 'cms_cfd_apply');
    await user.click(within(add).getByLabelText('是否需要验证码'));
    await pickOption(user, within(add).getByLabelText('提交唯一性规则'), '浏览器指纹');
    await user.click(getButton(/确\s*定/, add));
    await toast('新增成功');
    expect(await bodyOf(seen, 'POST', '/cms/customform')).toEqual({
      name: '志愿者招募',
      code: 'volunteer',
      tableName: 'cms_cfd_apply',
      needCaptcha: 'Y',
      needLogin: 'N',
      ruleLimit: 'UUID',
    });
    const created = mockDb().tables.customForms.find((f) => f.code === 'volunteer');
    expect(mockDb().tables.xmodels.find((m) => m.modelId === created?.formId)).toMatchObject({
      ownerType: 'CmsCustomForm',
      tableName: 'cms_cfd_apply',
    });

    await clickRowAction(user, await findRow('活动报名'), /修\s*改/);
    const edit = await findDialog('编辑自定义表单');
    const pc = await within(edit).findByDisplayValue('customform/signup.template.html', {}, SLOW);
    await user.clear(pc);
    await user.type(pc, 'customform/apply.template.html');
    await user.click(getButton(/确\s*定/, edit));
    await toast('修改成功');
    const put = await bodyOf(seen, 'PUT', '/cms/customform');
    expect(put).toMatchObject({ formId: '9701', name: '活动报名', dayLimit: 1, ruleLimit: 'IP' });
    expect(put.templates).toEqual(
      expect.arrayContaining([
        { code: 'pc', name: expect.any(String), template: 'customform/apply.template.html' },
      ]),
    );
    expect(put).not.toHaveProperty('tableName');

    const row = await findRow('志愿者招募');
    expect(await offersRowAction(user, row, /下\s*线/)).toBe(false);
    await clickRowAction(user, row, /发\s*布/);
    await toast('发布成功');
    expect(await bodyOf(seen, 'PUT', '/cms/customform/publish')).toEqual([created?.formId]);
    await waitFor(() => expect(within(listPage()).getAllByText('已发布')).toHaveLength(2), SLOW);
    await clickRowAction(user, await findRow('志愿者招募'), /下\s*线/);
    await toast('下线成功');
    expect(await bodyOf(seen, 'PUT', '/cms/customform/offline')).toEqual([created?.formId]);

    await clickRowAction(user, await findRow('志愿者招募'), /删\s*除/);
    await confirmPopup(user, '志愿者招募');
    await toast('删除成功');
    expect(await bodyOf(seen, 'DELETE', '/cms/customform')).toEqual([created?.formId]);
    expect(mockDb().tables.xmodels.some((m) => m.modelId === created?.formId)).toBe(false);
  });

  it('refuses the form calls to a user without cms:customform:*', async () => {
    const token = mockLogin('editor');
    expect((await call('/cms/customform', { token })).code).toBe(403);
    const publish = await call('/cms/customform/publish', { method: 'PUT', token, json: ['9702'] });
    expect(publish.code).toBe(403);
    expect((await call('/cms/customform/data?formId=9701', { token })).code).toBe(403);
    expect(mockDb().tables.customForms.find((f) => f.formId === '9702')?.status).toBe(0);
  });
});
