import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { useState } from 'react';

import { type StatusColumnSpec, useStatusColumn } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { useSession } from '@/stores/session';

import { renderKit } from './render-kit';
import { setupScreenTests } from '../system/helpers';

setupScreenTests();

interface Row {
  id: string;
  name: string;
  status: string;
}

const ROWS: Row[] = [
  { id: '1', name: 'Alpha', status: '0' },
  { id: '2', name: 'Beta', status: '1' },
];

/** A table of two rows whose status column is the kit's; `send` is the screen's call. */
function StatusTable({
  send,
  spec,
  onRowClick,
}: {
  send: (row: Row, on: boolean) => Promise<unknown>;
  spec?: Partial<StatusColumnSpec<Row>>;
  onRowClick?: () => void;
}) {
  const [rows, setRows] = useState(ROWS);
  const status = useStatusColumn<Row>({
    title: 'Status',
    rowKey: (row) => row.id,
    isOn: (row) => row.status === '0',
    // The reload after a successful call: the row takes the state the server now has.
    change: async (row, on) => {
      await send(row, on);
      setRows((all) => all.map((r) => (r.id === row.id ? { ...r, status: on ? '0' : '1' } : r)));
    },
    label: (row) => `Status ${row.name}`,
    ...spec,
  });
  return (
    <Table<Row>
      rowKey="id"
      dataSource={rows}
      columns={[{ key: 'name', dataIndex: 'name', title: 'Name' }, status]}
      pagination={false}
      onRow={() => ({ onClick: onRowClick })}
    />
  );
}

const switchOf = (name: string) => screen.getByRole('switch', { name: `Status ${name}` });

describe('list kit: status column', () => {
  it('asks first, sends the change, spins on its row only, and follows the row after the reload', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(feedback, 'confirm').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const rowClick = vi.fn();
    renderKit(
      <StatusTable
        send={send}
        onRowClick={rowClick}
        spec={{ confirm: (row, on) => `${on ? 'enable' : 'disable'} ${row.name}?` }}
      />,
    );
    expect(switchOf('Alpha')).toBeChecked();
    expect(switchOf('Beta')).not.toBeChecked();

    // Cancelled: no call, the switch shows what the row has.
    await user.click(switchOf('Alpha'));
    expect(confirm).toHaveBeenLastCalledWith(expect.objectContaining({ content: 'disable Alpha?' }));
    expect(send).not.toHaveBeenCalled();
    expect(switchOf('Alpha')).toBeChecked();

    await user.click(switchOf('Alpha'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(ROWS[0], false));
    await waitFor(() => expect(switchOf('Alpha')).toHaveClass('ant-switch-loading'));
    expect(switchOf('Beta')).not.toHaveClass('ant-switch-loading');
    await act(async () => finish());
    await waitFor(() => expect(switchOf('Alpha')).not.toBeChecked());
    expect(switchOf('Alpha')).not.toHaveClass('ant-switch-loading');
    // The switch's click is its own: the row's click handler (selection) never saw one.
    expect(rowClick).not.toHaveBeenCalled();
  });

  it('switches at once without a confirm, and a failed call leaves the row as it was', async () => {
    const user = userEvent.setup();
    const confirm = vi.spyOn(feedback, 'confirm');
    const send = vi.fn(() => Promise.reject(new Error('reported by the HTTP client')));
    renderKit(<StatusTable send={send} />);
    await user.click(switchOf('Beta'));
    await waitFor(() => expect(send).toHaveBeenCalledWith(ROWS[1], true));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(switchOf('Beta')).not.toHaveClass('ant-switch-loading'));
    expect(switchOf('Beta')).not.toBeChecked();
  });

  it('shows the status disabled to a user without the permission', async () => {
    const send = vi.fn(async () => undefined);
    renderKit(<StatusTable send={send} spec={{ access: { perm: 'kit:edit' } }} />);
    act(() => useSession.setState({ permissions: ['kit:query'] }));
    expect(switchOf('Alpha')).toBeDisabled();
    act(() => useSession.setState({ permissions: ['kit:edit'] }));
    expect(switchOf('Alpha')).toBeEnabled();
  });
});
