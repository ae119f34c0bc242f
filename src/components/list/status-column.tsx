import { Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useAuth } from '@/components/auth';
import type { AccessRule } from '@/lib/auth/permission';
import { feedback } from '@/lib/feedback';

import type { ListColumn } from './use-list-controller';

/** What a list says about its rows' on/off status; `useStatusColumn` does the rest. */
export interface StatusColumnSpec<Row> {
  title: string;
  /** Column key (and the field shown, unless `isOn` reads another). */
  key?: string;
  width?: number;
  rowKey: (row: Row) => string;
  /** Whether the row is on (enabled, running, active). */
  isOn: (row: Row) => boolean;
  /** Sends the change. A failure was reported by the HTTP client; the list reload moves the switch. */
  change: (row: Row, on: boolean) => Promise<unknown>;
  /** Who may switch: anyone else sees the status, disabled (the server would refuse the call). */
  access?: AccessRule;
  /** The question asked first, for the row and the state it would get; without it, it switches at once. */
  confirm?: (row: Row, on: boolean) => string;
  /** The switch's accessible name for a row (it should name the row). */
  label: (row: Row) => string;
}

/**
 * A list's status column: a switch per row that shows the row's status (so a cancelled confirm or a
 * failed call leaves it where the server has it), asks first when the screen says so, spins on the
 * row whose change is in flight, and is disabled without the permission. The rows get plain props:
 * the page holds the one mutation and the pending state, not every row.
 */
export function useStatusColumn<Row>(spec: StatusColumnSpec<Row>): ListColumn<Row> {
  const { t } = useTranslation('kit');
  const { can } = useAuth();
  const [pending, setPending] = useState<string>();
  const allowed = spec.access === undefined || can(spec.access);

  const toggle = async (row: Row, on: boolean) => {
    const question = spec.confirm?.(row, on);
    if (
      question !== undefined &&
      !(await feedback.confirm({ title: t('confirmTitle'), content: question }))
    ) {
      return;
    }
    const id = spec.rowKey(row);
    setPending(id);
    try {
      await spec.change(row, on);
    } catch {
      // Reported by the HTTP client.
    } finally {
      setPending((current) => (current === id ? undefined : current));
    }
  };

  const key = spec.key ?? 'status';
  return {
    key,
    dataIndex: key,
    title: spec.title,
    width: spec.width ?? 100,
    render: (_value: unknown, row: Row) => (
      <Switch
        size="small"
        aria-label={spec.label(row)}
        checked={spec.isOn(row)}
        loading={pending === spec.rowKey(row)}
        disabled={!allowed}
        // A row may be clickable (selection): the switch's click is the switch's alone.
        onClick={(_checked, event) => event.stopPropagation()}
        onChange={(on) => void toggle(row, on)}
      />
    ),
  };
}
