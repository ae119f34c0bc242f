import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { KeptTab } from './kept-tab';
import { KitScreen, seedRows, server, shownNames } from './list-kit-fixture';
import { renderKit } from './render-kit';
import { getButton, setupScreenTests, SLOW } from '../system/helpers';

setupScreenTests();

beforeEach(() => seedRows(5));

const headers = () => [...document.querySelectorAll('thead th')].map((th) => th.textContent);

describe('ListPage toolbar', () => {
  it('hides and shows the search form, hides and shows a column, and refreshes', async () => {
    const user = userEvent.setup();
    renderKit(<KitScreen />);
    await waitFor(() => expect(shownNames()).toHaveLength(3), SLOW);

    await user.click(getButton(/隐藏搜索/));
    expect(screen.queryByLabelText('Name filter')).toBeNull();
    await user.click(getButton(/显示搜索/));
    expect(screen.getByLabelText('Name filter')).toBeInTheDocument();

    // The popover mounts at the first click; its button takes the focus over.
    await user.click(getButton(/显示\/隐藏列/));
    expect(getButton(/显示\/隐藏列/)).toHaveFocus();
    await user.click(await screen.findByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(headers()).toEqual(['Name']));
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    await waitFor(() => expect(headers()).toEqual(['Name', 'Status']));

    const before = server.calls.length;
    await user.click(getButton(/^刷新$/));
    await waitFor(() => expect(server.calls.length).toBe(before + 1));
  });

  it('keeps a filter typed and not searched yet when its tab is hidden and shown again', async () => {
    const user = userEvent.setup();
    renderKit(
      <KeptTab>
        <KitScreen />
      </KeptTab>,
    );
    await waitFor(() => expect(shownNames()).toHaveLength(3), SLOW);
    await user.type(screen.getByLabelText('Name filter'), 'Al');
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    await user.click(screen.getByRole('button', { name: 'switch tab' }));
    expect(screen.getByLabelText('Name filter')).toHaveValue('Al');
  });
});
