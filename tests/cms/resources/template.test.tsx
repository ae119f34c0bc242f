import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../../msw-server';
import { currentPath, renderSignedIn } from '../../render-app';
import {
  clickRowAction,
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  lastGet,
  recordRequests,
  searchForm,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
} from '../../system/helpers';
import { lastBody } from '../content-helpers';
import { typeInEditor } from '../files/editor-helpers';

setupScreenTests();
vi.setConfig({ testTimeout: 60_000 });

const templatesOfSite1 = () => mockDb().tables.templates.filter((t) => t.siteId === '1');
const templateOf = (pipe: string, path: string) =>
  templatesOfSite1().find((t) => t.publishPipeCode === pipe && t.path === path);

describe('templates', () => {
  it('filters by pipe, adds (suffix rule), renames, clears caches and deletes templates', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    setCurrentSiteId('1');
    renderSignedIn('/configs/template?publishPipeCode=h5&filename=list');
    expect(await findRow('list_news.template.html')).toBeInTheDocument();
    expect(hasRow('index.template.html')).toBe(false);
    const listed = lastGet(seen, '/cms/template');
    expect(listed?.query.get('publishPipeCode')).toBe('h5');
    expect(listed?.query.get('filename')).toBe('list');
    await user.click(getButton(/重\s*置/, searchForm()));
    await waitFor(() => expect(lastGet(seen, '/cms/template')?.query.get('publishPipeCode')).toBeNull());

    await user.click(toolbarButton(/新\s*增/));
    const dialog = await findDialog('添加模板文件');
    await user.click(within(dialog).getByLabelText('发布通道'));
    await user.click(await screen.findByText('PC', { selector: '.ant-select-item-option-content' }));
    await user.type(within(dialog).getByLabelText('模板名称'), 'topic/special.html');
    await user.click(getButton(/确\s*定/, dialog));
    await within(dialog).findByText(
      '只能使用字母、数字、下划线和斜杠，且必须以“.template.html”结尾',
      {},
      SLOW,
    );
    await user.clear(within(dialog).getByLabelText('模板名称'));
    await user.type(within(dialog).getByLabelText('模板名称'), 'topic/special.template.html');
    await user.type(within(dialog).getByLabelText('备注'), '专题页');
    await user.click(getButton(/确\s*定/, dialog));
    expect(await lastBody(seen, 'POST', '/cms/template')).toEqual({
      publishPipeCode: 'pc',
      path: 'topic/special.template.html',
      remark: '专题页',
    });
    await toast('新增成功');
    const added = templateOf('pc', 'topic/special.template.html');
    expect(added).toBeDefined();
    await user.type(within(searchForm()).getByLabelText('模板名称'), 'topic');
    await user.click(getButton(/搜\s*索/, searchForm()));

    await clickRowAction(user, await findRow('topic/special.template.html'), /重命名/);
    const rename = await findDialog('编辑模板文件名');
    const path = within(rename).getByLabelText('模板名称');
    await waitFor(() => expect(path).toHaveValue('topic/special.template.html'));
    expect(within(rename).queryByLabelText('发布通道')).toBeNull();
    await user.clear(path);
    await user.type(path, 'topic/special_2026.template.html');
    await user.click(getButton(/确\s*定/, rename));
    expect(await lastBody(seen, 'POST', '/cms/template/rename')).toEqual({
      templateId: added?.templateId,
      path: 'topic/special_2026.template.html',
      remark: '专题页',
    });
    const renamed = await findRow('topic/special_2026.template.html');

    await clickRowAction(user, renamed, /清理区块缓存/);
    expect(await lastBody(seen, 'DELETE', '/cms/template/clearIncludeCache')).toEqual([added?.templateId]);
    await user.click(toolbarButton(/清理模板缓存/));
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'POST' && r.path === '/cms/template/clearTemplateCache')).toBe(
        true,
      ),
    );

    await clickRowAction(user, await findRow('topic/special_2026.template.html'), /删\s*除/);
    await confirmPopup(user, `“${added?.templateId}”`);
    expect(await lastBody(seen, 'DELETE', '/cms/template')).toEqual([added?.templateId]);
    await waitFor(() => expect(hasRow('topic/special_2026.template.html')).toBe(false));
    expect(templateOf('pc', 'topic/special_2026.template.html')).toBeUndefined();
  });

  it('opens the editor on double click, saves with Ctrl+S and asks before leaving unsaved edits', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    setCurrentSiteId('1');
    renderSignedIn('/configs/template?publishPipeCode=pc&filename=detail_video');
    const template = templateOf('pc', 'detail_video.template.html');
    await user.dblClick(await findRow('detail_video.template.html'));
    await waitFor(() => expect(currentPath()).toBe(`/cms/template/editor?id=${template?.templateId}`));
    expect(await screen.findByText('模板名称：detail_video.template.html', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('发布通道：pc')).toBeInTheDocument();
    await waitFor(() => expect(seen.some((r) => r.path === '/cms/staticize/tags')).toBe(true));

    await typeInEditor('<@cms_content level="Root"></@cms_content>');
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    const put = (await lastBody(seen, 'PUT', '/cms/template')) as Record<string, unknown>;
    expect(Object.keys(put).sort()).toEqual(['content', 'templateId']);
    expect(put.templateId).toBe(template?.templateId);
    expect(String(put.content)).toMatch(/<@cms_content level="Root"><\/@cms_content>$/);
    await toast('保存成功');
    expect(templateOf('pc', 'detail_video.template.html')?.content).toBe(put.content);

    await user.click(getButton(/模板指令/));
    const search = await screen.findByLabelText('搜索标签或函数');
    await user.type(search, 'cms_include');
    expect(await screen.findByText('<@cms_include>')).toBeInTheDocument();
    expect(screen.queryByText('<@cms_content>')).toBeNull();

    await typeInEditor('\n<#-- draft -->');
    await user.click(getButton(/返\s*回/));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirm');
      return found;
    });
    expect(confirm).toHaveTextContent('离开模板编辑？');
    await user.click(getButton(/取\s*消/, confirm));
    expect(currentPath()).toContain('/cms/template/editor');
  });
});
