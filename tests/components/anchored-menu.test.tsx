import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { useAnchoredMenu } from '@/components/anchored-menu';

import { renderKit } from './render-kit';
import { setupScreenTests } from '../system/helpers';

setupScreenTests();

const picked = vi.fn<(key: string, target: string) => void>();
const rowClicked = vi.fn();

/** Three rows, each with a "…" button, sharing one menu whose entries name the row. */
function Rows() {
  const menu = useAnchoredMenu<string>({
    items: (name) => [
      { key: 'edit', label: `edit ${name}` },
      { key: 'drop', label: `drop ${name}` },
    ],
    onPick: picked,
    // A setting's menu marks its current value.
    selectedKeys: (name) => (name === 'beta' ? ['drop'] : []),
  });
  return (
    // Like a tree, the container takes Enter for itself and cancels it.
    <div
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.preventDefault();
      }}
    >
      {['alpha', 'beta', 'gamma'].map((name) => (
        <div key={name} onClick={rowClicked} data-testid={`row ${name}`} {...menu.contextTrigger(name)}>
          {name}
          <button type="button" aria-label={`more ${name}`} {...menu.trigger(name)}>
            …
          </button>
        </div>
      ))}
      {menu.element}
    </div>
  );
}

const button = (name: string) => screen.getByRole('button', { name: `more ${name}` });
const entry = (label: string) => screen.findByText(label, { selector: '.ant-dropdown-menu-title-content' });
const openMenus = () => document.querySelectorAll('.ant-dropdown:not(.ant-dropdown-hidden)').length;

beforeEach(() => {
  picked.mockReset();
  rowClicked.mockReset();
});

describe('anchored menu', () => {
  it("opens beside the pressed button with that target's entries, and a choice runs and gives the focus back", async () => {
    const user = userEvent.setup();
    renderKit(<Rows />);
    expect(button('beta')).toHaveAttribute('aria-haspopup', 'menu');
    expect(button('beta')).toHaveAttribute('aria-expanded', 'false');
    await user.click(button('beta'));
    expect(button('beta')).toHaveAttribute('aria-expanded', 'true');
    // The press is the button's, not the row's.
    expect(rowClicked).not.toHaveBeenCalled();
    expect((await entry('drop beta')).closest('li')).toHaveClass('ant-dropdown-menu-item-selected');
    expect((await entry('edit beta')).closest('li')).not.toHaveClass('ant-dropdown-menu-item-selected');
    await user.click(await entry('drop beta'));
    expect(picked).toHaveBeenCalledWith('drop', 'beta');
    expect(rowClicked).not.toHaveBeenCalled();
    await waitFor(() => expect(button('beta')).toHaveAttribute('aria-expanded', 'false'));
    expect(button('beta')).toHaveFocus();
  });

  it('closes on a second press of its button, and moves to another button in one press', async () => {
    const user = userEvent.setup();
    renderKit(<Rows />);
    await user.click(button('alpha'));
    expect(await entry('edit alpha')).toBeInTheDocument();
    await user.click(button('alpha'));
    await waitFor(() => expect(openMenus()).toBe(0));
    expect(button('alpha')).toHaveAttribute('aria-expanded', 'false');

    await user.click(button('alpha'));
    expect(await entry('edit alpha')).toBeInTheDocument();
    await user.click(button('gamma'));
    expect(await entry('edit gamma')).toBeInTheDocument();
    expect(button('gamma')).toHaveAttribute('aria-expanded', 'true');
    expect(button('alpha')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('edit alpha')).toBeNull();
  });

  it('opens from the keyboard, closes on Escape with the focus back on its button, and on a scroll that moves it', async () => {
    const user = userEvent.setup();
    renderKit(<Rows />);
    button('beta').focus();
    await user.keyboard('{Enter}');
    expect(await entry('edit beta')).toBeInTheDocument();
    // The menu takes the focus, so arrows move through its entries.
    await waitFor(() => expect(document.activeElement?.closest('.ant-dropdown')).not.toBeNull());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button('beta')).toHaveAttribute('aria-expanded', 'false'));
    expect(button('beta')).toHaveFocus();
    expect(picked).not.toHaveBeenCalled();

    await user.click(button('beta'));
    expect(await entry('edit beta')).toBeInTheDocument();
    // A scroll that leaves the button where it was (a table syncing its header and body) keeps it open.
    fireEvent.scroll(window);
    expect(button('beta')).toHaveAttribute('aria-expanded', 'true');
    const moved = { left: 0, top: 40, right: 20, bottom: 60, width: 20, height: 20, x: 0, y: 40 };
    vi.spyOn(button('beta'), 'getBoundingClientRect').mockReturnValue({ ...moved, toJSON: () => moved });
    fireEvent.scroll(window);
    await waitFor(() => expect(button('beta')).toHaveAttribute('aria-expanded', 'false'));
  });

  it("opens as a context menu at the pointer on a right-click, with that target's entries", async () => {
    const user = userEvent.setup();
    renderKit(<Rows />);
    const row = screen.getByTestId('row gamma');
    const notCancelled = fireEvent.contextMenu(row, { clientX: 120, clientY: 80 });
    // The browser's own menu does not open over it.
    expect(notCancelled).toBe(false);
    expect(await entry('edit gamma')).toBeInTheDocument();
    const anchor = document.querySelector<HTMLElement>('.kit-popup-anchor');
    expect(anchor?.style.left).toBe('120px');
    expect(anchor?.style.top).toBe('80px');
    // A right-click elsewhere moves it there.
    fireEvent.contextMenu(screen.getByTestId('row alpha'), { clientX: 10, clientY: 20 });
    expect(await entry('drop alpha')).toBeInTheDocument();
    expect(screen.queryByText('edit gamma')).toBeNull();
    await user.click(await entry('drop alpha'));
    expect(picked).toHaveBeenCalledWith('drop', 'alpha');
  });
});
