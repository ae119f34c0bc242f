import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form, Input } from 'antd';
import { http as mswHttp, HttpResponse } from 'msw';
import { Suspense, useEffect } from 'react';
import { createMemoryRouter, RouterProvider, useNavigate } from 'react-router-dom';

import { AppProviders } from '@/app/App';
import { createQueryClient } from '@/app/query-client';
import { RecordPageBar, useRecordForm, type ServerFieldError } from '@/components/record-form';
import { setToken } from '@/lib/auth/token';
import { http } from '@/lib/http';
import { useSession } from '@/stores/session';

import { mockLogin, server } from '../msw-server';
import { getButton, queryButton, setupScreenTests, toast } from '../system/helpers';
import { TestStyles } from '../test-styles';
import { KeptTab } from './kept-tab';

setupScreenTests();

interface Rec {
  id: string;
  name: string;
  code: string;
  /** Read-only: shown by the server, never part of the body. */
  createTime: string;
}
interface Body {
  id: string;
  name: string;
  code: string;
}

let stored: Rec;
let loads = 0;
let relatedLoads = 0;
const saves: unknown[] = [];

beforeEach(() => {
  stored = { id: '7', name: 'Alpha', code: '  c-1  ', createTime: '2026-11-01 10:00:00' };
  loads = 0;
  relatedLoads = 0;
  saves.length = 0;
  server.use(
    mswHttp.put('*/prod-api/test/record', async ({ request }) => {
      const body = (await request.json()) as Body;
      saves.push(body);
      if (body.name === 'taken') return HttpResponse.json({ code: 500, msg: '名称重复\n编码不能为空' });
      stored = { ...stored, ...body };
      return HttpResponse.json({ code: 200, msg: 'SUCCESS' });
    }),
  );
});

/** A control that trims its value when it mounts, as editors that normalise what they were given do. */
function TrimOnMount({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  useEffect(() => {
    if (value !== undefined && value !== value.trim()) onChange?.(value.trim());
    // Only on mount: later values are the user's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <input id={id} aria-label="code" value={value ?? ''} onChange={(e) => onChange?.(e.target.value)} />;
}

const FIELD_ERRORS: ServerFieldError[] = [
  { name: 'name', match: /名称/ },
  { name: 'code', match: '编码' },
];

function RecordScreen({ save }: { save?: (body: Body) => Promise<unknown> }) {
  const navigate = useNavigate();
  const record = useRecordForm<Rec, Body>({
    load: {
      queryKey: ['record-form-test', 'detail'],
      queryFn: async () => {
        loads += 1;
        return { ...stored };
      },
    },
    toBody: (values, loaded) => ({ id: loaded.id, name: values.name, code: values.code }),
    save: save ?? ((body) => http.put('/test/record', body)),
    invalidate: [['record-form-test'], ['record-form-related']],
    fieldErrors: FIELD_ERRORS,
  });
  useRelated();
  return (
    <>
      <RecordPageBar
        save={{ ...record.saveButtonProps, perm: 'test:record:edit' }}
        publish={{ onClick: () => undefined, perm: 'test:record:publish' }}
        preview={{ onClick: () => undefined }}
        back={{
          onClick: () => void record.guard.confirmLeave().then((ok) => ok && navigate('/elsewhere')),
        }}
      >
        {/* The page's own buttons, grouped as a permission wrapper groups them. */}
        <>
          <Button>Sitemap</Button>
          <Button>Export</Button>
        </>
      </RecordPageBar>
      <output data-testid="dirty">{String(record.dirty)}</output>
      <Form {...record.formProps} name="rec">
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input />
        </Form.Item>
        <Form.Item name="code" label="Code">
          <TrimOnMount />
        </Form.Item>
      </Form>
    </>
  );
}

/** Another query of the entity, which a save must refresh. */
function useRelated() {
  useQuery({
    queryKey: ['record-form-related'],
    queryFn: async () => {
      relatedLoads += 1;
      return relatedLoads;
    },
  });
}

function renderRecord(
  options: { save?: (body: Body) => Promise<unknown>; permissions?: string[]; kept?: boolean } = {},
) {
  setToken(mockLogin('admin'));
  useSession.setState({ permissions: options.permissions ?? ['*:*:*'] });
  const screenElement = <RecordScreen save={options.save} />;
  const router = createMemoryRouter(
    [
      { path: '/record', element: options.kept ? <KeptTab>{screenElement}</KeptTab> : screenElement },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: ['/record'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <Suspense fallback={<p>loading</p>}>
        <RouterProvider router={router} />
      </Suspense>
    </AppProviders>,
    { wrapper: TestStyles },
  );
  return router;
}

const nameInput = () => document.querySelector<HTMLInputElement>('#rec_name') as HTMLInputElement;
const codeInput = () => document.querySelector<HTMLInputElement>('#rec_code') as HTMLInputElement;
const dirty = () => screen.getByTestId('dirty').textContent;

async function loaded() {
  await waitFor(() => expect(nameInput()).toHaveValue('Alpha'));
  // The trimming control has reported its normalised value and the form has settled on it.
  await waitFor(() => expect(codeInput()).toHaveValue('c-1'));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('useRecordForm', () => {
  it('fills the form from the load and is not dirty, even after a control normalised its value', async () => {
    renderRecord();
    await loaded();
    // A while later, the user having done nothing: the trimmed value is the loaded state.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(dirty()).toBe('false');
    expect(nameInput()).toBeEnabled();
    expect(getButton(/保\s*存/)).toBeEnabled();
  });

  it('is dirty after an edit and clean again when the edit is undone', async () => {
    const user = userEvent.setup();
    renderRecord();
    await loaded();
    await user.type(nameInput(), 'x');
    await waitFor(() => expect(dirty()).toBe('true'));
    await user.type(nameInput(), '{Backspace}');
    await waitFor(() => expect(dirty()).toBe('false'));
  });

  it('keeps an edit when its tab is hidden and shown again', async () => {
    const user = userEvent.setup();
    renderRecord({ kept: true });
    await loaded();
    await user.type(nameInput(), 'x');
    await waitFor(() => expect(dirty()).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(nameInput()).toHaveValue('Alphax');
    expect(dirty()).toBe('true');
  });

  it('saves the body of toBody only, toasts, refreshes the invalidated queries and refills', async () => {
    const user = userEvent.setup();
    renderRecord();
    await loaded();
    const relatedBefore = relatedLoads;
    await user.clear(nameInput());
    await user.type(nameInput(), 'Beta');
    await user.click(getButton(/保\s*存/));
    await toast('保存成功');
    // Only the body class's fields: the loaded createTime stays home.
    expect(saves).toEqual([{ id: '7', name: 'Beta', code: 'c-1' }]);
    await waitFor(() => expect(loads).toBe(2));
    expect(relatedLoads).toBeGreaterThan(relatedBefore);
    await waitFor(() => expect(nameInput()).toHaveValue('Beta'));
    expect(dirty()).toBe('false');
  });

  it('does not send an invalid form', async () => {
    const user = userEvent.setup();
    renderRecord();
    await loaded();
    await user.clear(nameInput());
    await user.click(getButton(/保\s*存/));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('keeps the input after a server failure, toasts it and puts each line on the field it names', async () => {
    const user = userEvent.setup();
    renderRecord();
    await loaded();
    await user.clear(nameInput());
    await user.type(nameInput(), 'taken');
    await user.click(getButton(/保\s*存/));
    await toast('名称重复\n编码不能为空', 'error');
    expect(await screen.findByText('名称重复')).toBeInTheDocument();
    expect(screen.getByText('编码不能为空')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('taken');
    expect(dirty()).toBe('true');
    expect(loads).toBe(1);
  });

  it('shows the save as running and does not save twice meanwhile', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderRecord({ save });
    await loaded();
    await user.type(nameInput(), '2');
    await user.click(getButton(/保\s*存/));
    await waitFor(() => expect(getButton(/保\s*存/)).toHaveClass('ant-btn-loading'));
    fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    expect(save).toHaveBeenCalledTimes(1);
    act(() => finish());
    await toast('保存成功');
    await waitFor(() => expect(getButton(/保\s*存/)).not.toHaveClass('ant-btn-loading'));
  });

  it('guards unsaved changes: asks before they are dropped, and on window close', async () => {
    const user = userEvent.setup();
    const router = renderRecord();
    await loaded();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await user.click(getButton(/返\s*回/));
    // Nothing changed: no question.
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    await act(() => router.navigate('/record'));
    await loaded();
    await user.type(nameInput(), '!');
    await waitFor(() => expect(unload()).toBe(true));
    await user.click(getButton(/返\s*回/));
    const confirm = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-modal-confirm');
      if (!found) throw new Error('no confirm');
      return found;
    });
    expect(router.state.location.pathname).toBe('/record');
    await user.click(getButton(/确\s*定|OK/, confirm));
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
  });
});

describe('RecordPageBar', () => {
  it('shows each button only with its permission', async () => {
    renderRecord({ permissions: ['test:record:edit'] });
    await loaded();
    expect(queryButton(/保\s*存/)).not.toBeNull();
    expect(queryButton(/预\s*览/)).not.toBeNull();
    expect(queryButton(/返\s*回/)).not.toBeNull();
    expect(queryButton(/发\s*布/)).toBeNull();
    // Every button, the page's grouped ones too, is an item of the one spaced row (none touching).
    const rows = new Set(screen.getAllByRole('button').map((b) => b.parentElement));
    expect(rows.size).toBe(1);
    expect([...rows][0]).toHaveStyle({ display: 'flex', gap: '8px' });
  });

  it('saves on Ctrl+S, and only for users who may save', async () => {
    const user = userEvent.setup();
    renderRecord();
    await loaded();
    await user.type(nameInput(), 'Z');
    await user.keyboard('{Control>}s{/Control}');
    await toast('保存成功');
    expect(saves).toEqual([{ id: '7', name: 'AlphaZ', code: 'c-1' }]);
  });

  it('offers neither the Save button nor Ctrl+S without the permission', async () => {
    const user = userEvent.setup();
    renderRecord({ permissions: ['test:record:publish'] });
    await loaded();
    expect(queryButton(/保\s*存/)).toBeNull();
    expect(queryButton(/发\s*布/)).not.toBeNull();
    await user.type(nameInput(), 'Z');
    await user.keyboard('{Control>}s{/Control}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(saves).toHaveLength(0);
  });
});
