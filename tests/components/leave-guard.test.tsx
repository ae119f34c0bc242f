import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';

import { useTagsView } from '@/stores/tags-view';

import { left, renderPages } from './leave-guard-pages';
import { getButton } from '../system/helpers';

const confirms = () => document.querySelectorAll<HTMLElement>('.ant-modal-confirm');
async function theConfirm(): Promise<HTMLElement> {
  return waitFor(() => {
    const all = confirms();
    if (all.length === 0) throw new Error('no confirm');
    expect(all).toHaveLength(1);
    return all[0] as HTMLElement;
  });
}
/** Answers the open confirm and waits for it to go. */
async function answer(user: UserEvent, choice: 'leave' | 'stay') {
  const popup = await theConfirm();
  await user.click(getButton(choice === 'leave' ? /确\s*定/ : /取\s*消/, popup));
  await waitFor(() => expect(confirms()).toHaveLength(0));
}
const path = () => window.location.pathname;
function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  act(() => {
    window.dispatchEvent(event);
  });
  return event.defaultPrevented;
}

let router: ReturnType<typeof renderPages>['router'] | undefined;
beforeEach(() => {
  left.length = 0;
});
afterEach(() => {
  router?.dispose();
  router = undefined;
});

describe('leave guard', () => {
  it('lets a clean page go without asking, and sets no beforeunload prompt', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/editor'));
    await screen.findByLabelText('editor');
    expect(beforeUnloadPrevented()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'to other' }));
    expect(await screen.findByText('other page')).toBeVisible();
    expect(confirms()).toHaveLength(0);
    expect(path()).toBe('/other');
  });

  it('asks before a link leaves a dirty page: stay keeps page and input, leave goes on', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/editor'));
    await user.type(await screen.findByLabelText('editor'), 'draft');
    await user.click(screen.getByRole('link', { name: 'to other' }));
    const popup = await theConfirm();
    // The kit's default texts.
    expect(popup).toHaveTextContent('离开此页面？');
    expect(popup).toHaveTextContent('页面有未保存的修改');
    await answer(user, 'stay');
    expect(path()).toBe('/editor');
    expect(screen.getByLabelText('editor')).toHaveValue('draft');
    expect(left).toEqual([]);

    await user.click(screen.getByRole('link', { name: 'to other' }));
    await answer(user, 'leave');
    expect(await screen.findByText('other page')).toBeVisible();
    expect(path()).toBe('/other');
    expect(left).toEqual(['editor']);
  });

  it('asks on browser Back from a dirty page and puts the URL back when the user stays', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/other'));
    await user.click(await screen.findByRole('link', { name: 'to editor' }));
    await user.type(await screen.findByLabelText('editor'), 'x');

    act(() => window.history.back());
    await answer(user, 'stay');
    await waitFor(() => expect(path()).toBe('/editor'));
    expect(screen.getByLabelText('editor')).toHaveValue('x');

    act(() => window.history.back());
    await answer(user, 'leave');
    await waitFor(() => expect(path()).toBe('/other'));
    await waitFor(() => expect(screen.getByText('other page')).toBeVisible());
  });

  it('sets the beforeunload prompt only while the page is dirty', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/editor'));
    const input = await screen.findByLabelText('editor');
    await user.type(input, 'x');
    expect(beforeUnloadPrevented()).toBe(true);
    await user.clear(input);
    expect(beforeUnloadPrevented()).toBe(false);
  });

  it('does not let a hidden kept-alive dirty page block navigation between other pages', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/editor'));
    await user.type(await screen.findByLabelText('editor'), 'kept');
    await user.click(screen.getByRole('link', { name: 'to plain' }));
    await answer(user, 'leave');
    expect(await screen.findByText('plain page')).toBeVisible();
    // The editor is kept, hidden, with its input: moving between the other pages asks nothing.
    expect(screen.getByDisplayValue('kept')).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: 'to other' }));
    expect(await screen.findByText('other page')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'to plain' }));
    expect(await screen.findByText('plain page')).toBeVisible();
    expect(confirms()).toHaveLength(0);
    expect(beforeUnloadPrevented()).toBe(false);

    // Back on it, the still-unsaved page asks again.
    await user.click(screen.getByRole('link', { name: 'to editor' }));
    expect(screen.getByLabelText('editor')).toHaveValue('kept');
    await user.click(screen.getByRole('link', { name: 'to other' }));
    await answer(user, 'stay');
    expect(path()).toBe('/editor');
  });

  it('asks only the guard of the page being left, one confirm at a time', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/editor'));
    await user.type(await screen.findByLabelText('editor'), 'a');
    await user.click(screen.getByRole('link', { name: 'to second editor' }));
    await answer(user, 'leave');
    await user.type(await screen.findByLabelText('second'), 'b');
    // Two navigations while the first confirm is open: still one confirm.
    await user.click(screen.getByRole('link', { name: 'to other' }));
    await theConfirm();
    await user.click(screen.getByRole('link', { name: 'to plain' }));
    await answer(user, 'leave');
    await waitFor(() => expect(path()).not.toBe('/second'));
    expect(left).toEqual(['editor', 'second']);
  });

  it("asks when the dirty page's own tab is closed, and puts the tab back when the user stays", async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/other'));
    await user.click(await screen.findByRole('link', { name: 'to editor' }));
    await user.type(await screen.findByLabelText('editor'), 'x');
    await user.click(screen.getByRole('button', { name: 'close this tab' }));
    await answer(user, 'stay');
    expect(path()).toBe('/editor');
    expect(useTagsView.getState().visited.map((v) => v.path)).toContain('/editor');
    expect(screen.getByLabelText('editor')).toHaveValue('x');

    await user.click(screen.getByRole('button', { name: 'close this tab' }));
    await answer(user, 'leave');
    await waitFor(() => expect(path()).toBe('/other'));
    expect(useTagsView.getState().visited.map((v) => v.path)).not.toContain('/editor');
  });

  it('lets an action outside the page ask first, and its navigation go through after a yes', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/editor'));
    await user.click(await screen.findByRole('button', { name: 'outside action' }));
    // Clean: no question.
    await waitFor(() => expect(path()).toBe('/other'));
    expect(confirms()).toHaveLength(0);

    await user.click(screen.getByRole('link', { name: 'to editor' }));
    await user.type(await screen.findByLabelText('editor'), 'x');
    await user.click(screen.getByRole('button', { name: 'outside action' }));
    await answer(user, 'stay');
    expect(path()).toBe('/editor');
    await user.click(screen.getByRole('button', { name: 'outside action' }));
    await answer(user, 'leave');
    // Asked once: the navigation that follows is not held again.
    await waitFor(() => expect(path()).toBe('/other'));
    expect(confirms()).toHaveLength(0);
  });

  it('asks once for a page with two dirty guards, and leaving releases both', async () => {
    const user = userEvent.setup();
    ({ router } = renderPages('/nested'));
    await user.type(await screen.findByLabelText('outer'), 'a');
    await user.type(screen.getByLabelText('inner'), 'b');
    await user.click(screen.getByRole('link', { name: 'to other' }));
    await answer(user, 'leave');
    await waitFor(() => expect(path()).toBe('/other'));
    expect(confirms()).toHaveLength(0);
    expect([...left].sort()).toEqual(['inner', 'outer']);
  });
});
