import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { mockDb } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  confirmPopup,
  findDialog,
  findRow,
  getButton,
  hasRow,
  isShown,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  toolbarButton,
  type SeenRequest,
} from '../system/helpers';

setupScreenTests();

beforeEach(() => setCurrentSiteId('1'));

async function bodyOf(seen: SeenRequest[], method: string, path: string): Promise<unknown> {
  return waitFor(() => {
    const req = seen.filter((r) => r.method === method && r.path === path).at(-1);
    if (!req?.body) throw new Error(`no ${method} ${path}`);
    return JSON.parse(req.body) as unknown;
  }, SLOW);
}

/** Opens the editor of site 1 and waits for the basic tab's form. */
async function openEditor(): Promise<HTMLElement> {
  renderSignedIn('/cms/site/tabs?siteId=1');
  // The first render compiles the editor's modules: slow on a busy machine. Name comes before SEO title.
  return waitFor(
    () => {
      const [name] = screen.getAllByDisplayValue('栗子演示站');
      if (!name) throw new Error('no name');
      return name;
    },
    { timeout: 45_000 },
  );
}

async function openTab(user: UserEvent, label: string) {
  const tab = screen.getAllByText(label).find((el) => el.closest('.ant-tabs-tab'));
  if (!tab) throw new Error(`no tab ${label}`);
  await user.click(tab);
}

/** The first (PC pipe) visible control with this label. */
function pcField(label: string): HTMLElement {
  const found = screen.getAllByLabelText(label).find(isShown);
  if (!found) throw new Error(`no field ${label}`);
  return found;
}

describe('site editor', () => {
  it('saves the basic tab with the whole form as body, picking the home template', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const name = await openEditor();
    await user.clear(name);
    await user.type(name, '栗子站点');
    await user.type(pcField('站点域名'), 'http://www.demo.example/');
    const template = pcField('首页模板');
    await user.click(getButton(/选\s*择/, template.closest('.ant-space-compact') as HTMLElement));
    const picker = await findDialog('选择模板');
    await within(picker).findByText('account/login.template.html', {}, SLOW);
    await user.type(within(picker).getByLabelText('模板文件名'), 'index');
    await user.click(getButton(/搜\s*索/, picker));
    await user.dblClick(await within(picker).findByText('index.template.html', {}, SLOW));
    await waitFor(() => expect(template).toHaveValue('index.template.html'));
    const list = lastGet(seen, '/cms/template');
    expect(list?.query.get('publishPipeCode')).toBe('pc');
    expect(list?.query.get('siteId')).toBe('1');
    expect(list?.query.get('filename')).toBe('index');

    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    expect(await bodyOf(seen, 'PUT', '/cms/site')).toEqual({
      siteId: '1',
      name: '栗子站点',
      description: 'ChestnutCMS 演示站点',
      path: 'demo',
      url: 'http://localhost/demo/',
      resourceUrl: 'http://localhost/demo/',
      seoTitle: '栗子演示站',
      configProps: {},
      publishPipeDatas: [
        {
          pipeCode: 'pc',
          pipeName: 'PC',
          props: { url: 'http://www.demo.example/', indexTemplate: 'index.template.html' },
        },
        { pipeCode: 'h5', pipeName: '移动端', props: {} },
      ],
      params: {},
    });
    const site = mockDb().tables.sites.find((s) => s.siteId === '1');
    expect(site?.name).toBe('栗子站点');
    expect(site?.publishPipeProps?.pc?.indexTemplate).toBe('index.template.html');
    // The first test pays for compiling the editor's modules.
  }, 150_000);

  it('asks before leaving a tab with unsaved changes', async () => {
    const user = userEvent.setup();
    const name = await openEditor();
    await user.type(name, '改');
    await openTab(user, '扩展配置');
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirm');
      return found;
    });
    expect(popup).toHaveTextContent('放弃未保存的修改？');
    await user.click(getButton(/继续编辑/, popup));
    expect(screen.getByDisplayValue('栗子演示站改')).toBeInTheDocument();
    await openTab(user, '扩展配置');
    const again = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-modal-confirm')].at(-1);
      if (!found) throw new Error('no confirm');
      return found;
    });
    await user.click(getButton(/放弃修改/, again));
    expect(await screen.findByText('开启图片水印', {}, SLOW)).toBeInTheDocument();
  });

  it('validates watermark opacity and ratio, shows storage credentials only for a non-local store, saves', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    await openEditor();
    await openTab(user, '扩展配置');
    await screen.findByText('开启图片水印', {}, SLOW);
    // Local storage has no credentials.
    expect(screen.queryByLabelText('accessKey')).toBeNull();
    await user.click(screen.getByText('MinIO'));
    await user.type(await screen.findByLabelText('accessKey'), 'ak-1');
    await user.type(screen.getByLabelText('bucket'), 'media');
    await user.type(screen.getByLabelText('endpoint'), 'http://m');

    await user.click(screen.getByLabelText('开启图片水印'));
    const opacity = await screen.findByLabelText('不透明度');
    await user.clear(opacity);
    await user.type(opacity, '1.5');
    const ratio = screen.getByLabelText('占比');
    await user.clear(ratio);
    await user.type(ratio, '10');
    await user.click(getButton(/保\s*存/));
    expect(await screen.findByText('不透明度取值范围为0~1', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('占比不能小于20')).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/cms/site/extends/1')).toBe(false);

    await user.clear(opacity);
    await user.type(opacity, '0.5');
    await user.clear(ratio);
    await user.type(ratio, '30');
    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    const body = (await bodyOf(seen, 'POST', '/cms/site/extends/1')) as Record<string, unknown>;
    expect(body.FileStorageType).toBe('MinIO');
    expect(JSON.parse(String(body.FileStorageArgs))).toEqual({
      accessKey: 'ak-1',
      bucket: 'media',
      endpoint: 'http://m',
    });
    expect(body.ImageWatermark).toBe('Y');
    expect(JSON.parse(String(body.ImageWatermarkArgs))).toEqual({
      image: '',
      position: 'TOP_RIGHT',
      opacity: 0.5,
      ratio: 30,
    });
    expect(body.CatalogPageSize).toBe(20);
    expect(body).not.toHaveProperty('PreviewPrefix');
    const stored = mockDb().tables.sites.find((s) => s.siteId === '1')?.configProps;
    expect(stored?.FileStorageType).toBe('MinIO');
    // A long form typed key by key: slow in jsdom on a shared machine.
  }, 150_000);

  it('saves default templates and applies one to chosen catalogs', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    await openEditor();
    await openTab(user, '默认模板');
    const listTemplate = await waitFor(() => pcField('栏目列表页模板'), SLOW);
    await user.type(listTemplate, 'list_news.template.html');
    await user.type(pcField('搜索结果页'), 'search.template.html');
    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    const saved = (await bodyOf(seen, 'POST', '/cms/site/default_template')) as {
      siteId: string;
      publishPipeProps: { pipeCode: string; props: Record<string, string> }[];
    };
    expect(saved.siteId).toBe('1');
    expect(saved.publishPipeProps[0]).toEqual({
      pipeCode: 'pc',
      pipeName: 'PC',
      props: { defaultListTemplate: 'list_news.template.html', SearchTemplate: 'search.template.html' },
    });

    await user.click(pcField('应用到栏目 栏目列表页模板'));
    const picker = await findDialog('选择栏目');
    await user.click(getButton(/确\s*定|OK/, picker));
    await toast('请先选择一个栏目', 'warning');
    await user.click(await within(picker).findByText('图片新闻', {}, SLOW));
    await user.click(getButton(/确\s*定|OK/, picker));
    await toast('SUCCESS');
    const catalog = mockDb().tables.catalogs.find((c) => c.siteId === '1' && c.name === '图片新闻');
    expect(await bodyOf(seen, 'POST', '/cms/site/apply_default_template')).toEqual({
      siteId: '1',
      toCatalogIds: [catalog?.catalogId],
      publishPipeProps: [{ pipeCode: 'pc', props: { defaultListTemplate: '' } }],
    });
    expect(catalog?.publishPipeProps?.pc?.list).toBe('list_news.template.html');
  });

  it('creates, updates and deletes site properties', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    await openEditor();
    await openTab(user, '扩展属性');
    expect(await findRow('联系电话')).toBeInTheDocument();
    expect(lastGet(seen, '/cms/site/prop/list')?.query.get('siteId')).toBe('1');

    await user.click(toolbarButton(/新\s*增/));
    const add = await findDialog('添加属性');
    await user.type(within(add).getByLabelText('属性名称'), '客服邮箱');
    await user.type(within(add).getByLabelText('属性编码'), 'service-mail');
    await user.click(getButton(/确\s*定/, add));
    expect(await within(add).findByText('只能使用大小写字母、数字和下划线')).toBeInTheDocument();
    await user.clear(within(add).getByLabelText('属性编码'));
    await user.type(within(add).getByLabelText('属性编码'), 'service_mail');
    await user.type(within(add).getByLabelText('属性值'), 'a@b.c');
    await user.click(getButton(/确\s*定/, add));
    await toast('保存成功');
    expect(await bodyOf(seen, 'POST', '/cms/site/prop')).toEqual({
      propName: '客服邮箱',
      propCode: 'service_mail',
      propValue: 'a@b.c',
      siteId: '1',
    });
    const row = await findRow('客服邮箱');
    const created = mockDb().tables.siteProperties.find((p) => p.propCode === 'service_mail');
    expect(created?.siteId).toBe('1');

    await user.click(getButton(/修\s*改/, row));
    const edit = await findDialog('编辑属性');
    const value = within(edit).getByLabelText('属性值');
    await user.clear(value);
    await user.type(value, 'x@y.z');
    await user.click(getButton(/确\s*定/, edit));
    await toast('保存成功');
    expect(await bodyOf(seen, 'PUT', '/cms/site/prop')).toMatchObject({
      propertyId: created?.propertyId,
      propValue: 'x@y.z',
    });
    expect(await findRow('x@y.z')).toBeInTheDocument();

    await user.click(getButton(/删\s*除/, await findRow('客服邮箱')));
    await confirmPopup(user);
    await toast('删除成功');
    expect(await bodyOf(seen, 'DELETE', '/cms/site/prop')).toEqual([created?.propertyId]);
    await waitFor(() => expect(hasRow('客服邮箱')).toBe(false), SLOW);
  });

  it("edits a role's permissions on this site only", async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    await openEditor();
    await openTab(user, '站点权限');
    await user.click(await screen.findByLabelText('角色', {}, SLOW));
    await user.click(await screen.findByTitle('内容编辑'));
    const grid = await screen.findByTestId('site-perms', {}, SLOW);
    const remove = within(grid).getByLabelText('删除');
    expect(remove).not.toBeChecked();
    expect(within(grid).getByLabelText('查看')).toBeChecked();
    await user.click(remove);
    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    const body = (await bodyOf(seen, 'PUT', '/cms/perms/site')) as {
      ownerType: string;
      owner: string;
      perms: { siteId: string; perms: Record<string, { granted: boolean }> }[];
    };
    expect(body.ownerType).toBe('Role');
    expect(body.owner).toBe('4');
    expect(body.perms.map((p) => p.siteId)).toEqual(['1', '2']);
    expect(body.perms[0]?.perms.Delete?.granted).toBe(true);
    const keys = mockDb().tables.permissions.find(
      (p) => p.owner === '4' && p.permType === 'Site',
    )?.permissions;
    expect(keys).toEqual(expect.arrayContaining(['Site:Delete:1', 'Site:View:2', 'Site:Edit:1']));
  });
});
