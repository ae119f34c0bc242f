import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from 'antd';
import { useState } from 'react';

import { Hint, HintLayer } from '@/components/hint';

import { renderKit } from './render-kit';

/** Two hinted buttons, a toggle whose label changes, and a way to remove the first one. */
function Toolbar() {
  const [on, setOn] = useState(false);
  const [refreshShown, setRefreshShown] = useState(true);
  const label = on ? 'Turn off' : 'Turn on';
  return (
    <>
      <HintLayer />
      {refreshShown && (
        <Hint title="Refresh the list">
          <button type="button">refresh</button>
        </Hint>
      )}
      <Hint title={label}>
        <button type="button" onClick={() => setOn(!on)}>
          toggle
        </button>
      </Hint>
      <button type="button" onClick={() => setRefreshShown(false)}>
        remove refresh
      </button>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });
/** The text of the open hint, or null when none is open. */
const openHint = () =>
  document.querySelector('.ant-tooltip:not(.ant-tooltip-hidden) [role="tooltip"]')?.textContent ?? null;

describe('Hint', () => {
  it('shows on hover after a short delay, names itself as the control’s description, and goes on leave', async () => {
    const user = userEvent.setup();
    renderKit(<Toolbar />);
    expect(document.querySelector('.ant-tooltip')).toBeNull();
    await user.hover(button('refresh'));
    await waitFor(() => expect(openHint()).toBe('Refresh the list'));
    expect(button('refresh')).toHaveAttribute('aria-describedby', 'kit-hint');
    await user.unhover(button('refresh'));
    await waitFor(() => expect(openHint()).toBeNull());
    expect(button('refresh')).not.toHaveAttribute('aria-describedby');
  });

  it('shows at once for keyboard focus, and Escape dismisses it', async () => {
    const user = userEvent.setup();
    renderKit(<Toolbar />);
    await user.tab();
    expect(button('refresh')).toHaveFocus();
    await waitFor(() => expect(openHint()).toBe('Refresh the list'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(openHint()).toBeNull());
    expect(button('refresh')).toHaveFocus();
  });

  it('moves to the next control without waiting again, and follows a label that changes', async () => {
    const user = userEvent.setup();
    renderKit(<Toolbar />);
    await user.hover(button('refresh'));
    await waitFor(() => expect(openHint()).toBe('Refresh the list'));
    await user.hover(button('toggle'));
    expect(openHint()).toBe('Turn on');
    await user.click(button('toggle'));
    await waitFor(() => expect(openHint()).toBe('Turn off'));
  });

  it('does not stay behind when its control goes away', async () => {
    const user = userEvent.setup();
    renderKit(<Toolbar />);
    await user.hover(button('refresh'));
    await waitFor(() => expect(openHint()).toBe('Refresh the list'));
    // The control leaves the page while the pointer is still on it: no leave event comes.
    act(() => button('remove refresh').click());
    await waitFor(() => expect(openHint()).toBeNull());
  });

  it('stays through a scroll that leaves its control in place, and goes when the control moves', async () => {
    const user = userEvent.setup();
    renderKit(<Toolbar />);
    await user.hover(button('refresh'));
    await waitFor(() => expect(openHint()).toBe('Refresh the list'));
    fireEvent.scroll(window);
    expect(openHint()).toBe('Refresh the list');
    const moved = { left: 0, top: 40, right: 20, bottom: 60, width: 20, height: 20, x: 0, y: 40 };
    vi.spyOn(button('refresh'), 'getBoundingClientRect').mockReturnValue({ ...moved, toJSON: () => moved });
    fireEvent.scroll(window);
    await waitFor(() => expect(openHint()).toBeNull());
  });

  it('passes what a popover around it gives on to its control', async () => {
    const user = userEvent.setup();
    renderKit(
      <>
        <HintLayer />
        <Popover trigger="click" content="column choices">
          <Hint title="Columns">
            <button type="button">columns</button>
          </Hint>
        </Popover>
      </>,
    );
    await user.click(button('columns'));
    expect(await screen.findByText('column choices')).toBeInTheDocument();
    await user.hover(button('columns'));
    await waitFor(() => expect(openHint()).toBe('Columns'));
  });
});
