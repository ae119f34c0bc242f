import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { setCurrentSiteId } from '@/lib/auth/current-site';

import { call } from '../mocks/helpers';
import { mockDb, mockLogin } from '../msw-server';
import { renderSignedIn } from '../render-app';
import {
  findDialog,
  getButton,
  lastGet,
  recordRequests,
  setupScreenTests,
  SLOW,
  toast,
  type SeenRequest,
} from '../system/helpers';

setupScreenTests();

beforeEach(() => {
  localStorage.clear();
  setCurrentSiteId('1');
});

const LONG = { timeout: 45_000 };

/** The last JSON body sent as `method path`. */
async function bodyOf(seen: SeenRequest[], method: string, path: string) {
  return waitFor(() => {
    const req = seen.filter((r) => r.method === method && r.path === path).at(-1);
    if (!req?.body) throw new Error(`no ${method} ${path}`);
    return JSON.parse(req.body) as Record<string, unknown>;
  }, SLOW);
}

function catalogOf(alias: string) {
  const row = mockDb().tables.catalogs.find((c) => c.siteId === '1' && c.alias === alias);
  if (!row) throw new Error(`no catalog ${alias}`);
  return row;
}

function storedValues(modelId: string, dataType: string, dataId: string) {
  return mockDb().tables.xmodelData.find(
    (d) => d.modelId === modelId && d.dataType === dataType && d.dataId === dataId,
  )?.values;
}

function card(): HTMLElement {
  return screen.getByTestId('exmodel-card');
}

async function replaceText(user: UserEvent, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('ex-model field editor', () => {
  it('answers the current site ex-models and the stored field data', async () => {
    const token = mockLogin();
    const options = await call<{ rows: { modelId: string; name: string }[] }>('/cms/exmodel/options', {
      token,
      headers: { CurrentSite: '1' },
    });
    expect(options.data?.rows.map((r) => r.name)).toEqual([
      '站点扩展信息',
      '栏目扩展信息',
      '项目信息',
      '产品参数',
    ]);
    const gczx = catalogOf('gczx');
    const data = await call<{ fieldName: string; value: unknown; valueObj?: unknown; options: unknown[] }[]>(
      `/cms/exmodel/data?modelId=9002&dataType=catalog&dataId=${gczx.catalogId}`,
      { token },
    );
    expect(data.data?.map((f) => f.fieldName)).toEqual([
      'ModelData_owner',
      'ModelData_kind',
      'ModelData_icon',
    ]);
    expect(data.data?.[1]?.options).toEqual([
      { value: 'news', name: '新闻类' },
      { value: 'service', name: '服务类' },
      { value: 'policy', name: '政策类' },
    ]);
    expect(String(data.data?.[2]?.value)).toMatch(/^iurl:\/\/resource\?id=\d+$/);
    expect(String(data.data?.[2]?.valueObj)).toMatch(/\/profile\/.*image1\.jpg$/);
    // No stored row: the fields come with empty values.
    const fresh = await call<{ value: unknown }[]>(
      '/cms/exmodel/data?modelId=9003&dataType=content&dataId=1',
      {
        token,
      },
    );
    expect(fresh.data?.map((f) => f.value)).toContain('');
    expect((await call('/cms/exmodel/data?modelId=1&dataType=site&dataId=1', { token })).code).toBe(500);
  });

  it('site editor: shows the site model fields, saves them as params of PUT /cms/site', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    renderSignedIn('/cms/site/tabs?siteId=2');
    const organizer = await waitFor(() => {
      const input = screen.getByLabelText('Organizer');
      expect(input).toHaveValue('Chestnut Association');
      return input;
    }, LONG);
    const load = lastGet(seen, '/cms/exmodel/data');
    expect(Object.fromEntries(load?.query ?? [])).toEqual({ modelId: '9004', dataType: 'site', dataId: '2' });
    expect(within(card()).getByText('扩展模型属性')).toBeInTheDocument();
    expect(within(card()).getByText('Asia')).toBeInTheDocument();

    await replaceText(user, organizer, '');
    await user.click(getButton(/保\s*存/));
    expect(await within(card()).findByText('Organizer不能为空')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT' && r.path === '/cms/site')).toBe(false);

    await user.type(organizer, 'Chestnut Org');
    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    const body = await bodyOf(seen, 'PUT', '/cms/site');
    expect(body.siteId).toBe('2');
    expect(body.params).toEqual({ ModelData_sponsor: 'Chestnut Org', ModelData_region: 'asia' });
    expect(storedValues('9004', 'site', '2')).toEqual({ sponsor: 'Chestnut Org', region: 'asia' });
  }, 150_000);

  it('site editor: a site without SiteExtendModel shows no ex-model card', async () => {
    const seen = recordRequests();
    renderSignedIn('/cms/site/tabs?siteId=1');
    await waitFor(() => expect(screen.getAllByDisplayValue('栗子演示站').length).toBeGreaterThan(0), LONG);
    expect(screen.getByText('SEO配置')).toBeInTheDocument();
    expect(screen.queryByTestId('exmodel-card')).toBeNull();
    expect(screen.queryByText('扩展模型属性')).toBeNull();
    expect(seen.some((r) => r.path === '/cms/exmodel/data')).toBe(false);
  }, 90_000);

  it('catalog basic tab: validates the required field, saves params with PUT /cms/catalog', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const gczx = catalogOf('gczx');
    renderSignedIn('/configs/catalog');
    const tree = await waitFor(() => {
      const el = document.querySelector<HTMLElement>('.catalog-tree');
      if (!el || !within(el).queryByText('新闻中心')) throw new Error('no tree');
      return el;
    }, LONG);
    const search = within(tree).getByPlaceholderText('输入栏目名称');
    await user.type(search, '工程咨询');
    await user.click(await within(tree).findByText('工程咨询'));
    fireEvent.change(search, { target: { value: '' } });

    const owner = await waitFor(() => {
      const input = screen.getByLabelText('栏目负责人');
      expect(input).toHaveValue('王强');
      return input;
    }, SLOW);
    expect(within(card()).getByText('服务类')).toBeInTheDocument();
    // The CMSImage field shows the stored image (its tools), checkbox order follows the options.
    expect(within(card()).getByRole('button', { name: '更换' })).toBeInTheDocument();
    const load = lastGet(seen, '/cms/exmodel/data');
    expect(Object.fromEntries(load?.query ?? [])).toEqual({
      modelId: '9002',
      dataType: 'catalog',
      dataId: gczx.catalogId,
    });

    await replaceText(user, owner, '');
    await user.click(getButton(/保\s*存/));
    expect(await within(card()).findByText('栏目负责人不能为空')).toBeInTheDocument();
    expect(seen.some((r) => r.method === 'PUT' && r.path === '/cms/catalog')).toBe(false);

    await user.type(owner, '李娜');
    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    const body = await bodyOf(seen, 'PUT', '/cms/catalog');
    expect(body.catalogId).toBe(gczx.catalogId);
    const params = body.params as Record<string, unknown>;
    expect(params).toMatchObject({ ModelData_owner: '李娜', ModelData_kind: 'service' });
    expect(String(params.ModelData_icon)).toMatch(/^iurl:\/\/resource\?id=\d+$/);
    expect(storedValues('9002', 'catalog', gczx.catalogId)?.owner).toBe('李娜');
    // The reloaded card shows the saved value.
    await waitFor(() => expect(screen.getByLabelText('栏目负责人')).toHaveValue('李娜'), SLOW);
  }, 150_000);

  it('content editor: shows every control with the stored values, validates, saves params', async () => {
    const seen = recordRequests();
    const user = userEvent.setup();
    const gczx = catalogOf('gczx');
    const content = mockDb().tables.contents.find((c) => c.catalogId === gczx.catalogId);
    if (!content) throw new Error('no content in gczx');
    renderSignedIn(
      `/cms/content/editor?type=${content.contentType}&catalogId=${gczx.catalogId}&id=${content.contentId}`,
    );
    const name = await waitFor(() => {
      const input = screen.getByLabelText('项目名称');
      expect(input).toHaveValue('城市轨道交通二期工程');
      return input;
    }, LONG);
    const exCard = card();
    expect(within(exCard).getByLabelText('项目简介')).toHaveValue('线路全长约 28 公里，设站 20 座。');
    expect(within(exCard).getByText('政府投资')).toBeInTheDocument();
    expect(within(exCard).getByLabelText('新建')).toBeChecked();
    expect(within(exCard).getByLabelText('交通')).toBeChecked();
    expect(within(exCard).getByLabelText('城建')).toBeChecked();
    expect(within(exCard).getByLabelText('能源')).not.toBeChecked();
    // A picker shows the text of a value it was given one commit later (it keeps its own input text).
    await waitFor(() => {
      expect(within(exCard).getByLabelText('立项日期')).toHaveValue('2026-03-15');
      expect(within(exCard).getByLabelText('开工时间')).toHaveValue('2026-06-01 09:00:00');
      expect(within(exCard).getByLabelText('例会时间')).toHaveValue('14:30:00');
    });
    expect(within(exCard).getByText('未选择素材')).toBeInTheDocument();
    const related = mockDb().tables.xmodelData.find((d) => d.dataId === content.contentId)?.values
      .related as { title: string };
    expect(within(exCard).getByLabelText('相关报道')).toHaveValue(related.title);
    const detail = await within(exCard).findByLabelText('项目详情', {}, SLOW);
    expect(detail).toHaveValue('<p>项目采用全过程工程咨询模式。</p>');

    await replaceText(user, name, '');
    await user.click(within(exCard).getByLabelText('能源'));
    await user.click(getButton(/保\s*存/));
    expect(await within(exCard).findByText('项目名称不能为空')).toBeInTheDocument();
    expect(seen.some((r) => r.path === '/cms/content' && r.method === 'PUT')).toBe(false);

    await user.type(name, '城市轨道交通三期工程');
    await user.click(within(exCard).getByRole('button', { name: /清\s*空/ }));
    await user.click(getButton(/保\s*存/));
    await findDialog('保存内容中');
    await toast('保存成功');
    const body = await bodyOf(seen, 'PUT', '/cms/content');
    expect(body.params).toMatchObject({
      ModelData_project_name: '城市轨道交通三期工程',
      ModelData_project_type: 'gov',
      ModelData_build_kind: 'new',
      ModelData_domains: ['traffic', 'energy', 'city'],
      ModelData_approve_date: '2026-03-15',
      ModelData_start_time: '2026-06-01 09:00:00',
      ModelData_meeting_time: '14:30:00',
      ModelData_related: {},
      ModelData_detail: '<p>项目采用全过程工程咨询模式。</p>',
    });
    await waitFor(
      () =>
        expect(storedValues('9003', 'content', content.contentId)).toMatchObject({
          project_name: '城市轨道交通三期工程',
          domains: ['traffic', 'energy', 'city'],
          related: {},
        }),
      SLOW,
    );
  }, 150_000);
});
