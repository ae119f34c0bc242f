import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { AccessRule } from '@/lib/auth/permission';
import { feedback } from '@/lib/feedback';
import { exportExcel } from '@/lib/http';

/** What an action needs selected, for toolbar actions (row actions always get their row). */
export type SelectionNeed = 'none' | 'single' | 'multiple';

/**
 * One button of a list: in the toolbar (`actions`, gets the selected rows) or in the operation column
 * (`rowActions`, gets `[row]`). The kit checks the permission, the selection and the confirm, then runs
 * it; errors were already shown by the HTTP client, so a rejected `run` only ends the action.
 */
export interface ListAction<Row> {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  /** Shown only to users passing it (`<Auth>`): `{ perm: 'system:post:add' }`. */
  access?: AccessRule;
  primary?: boolean;
  danger?: boolean;
  /** Toolbar only; default 'none'. 'multiple' warns "select at least one record first" when none. */
  selection?: SelectionNeed;
  /** Asks first (OK/Cancel); the text may name the rows. */
  confirm?: string | ((rows: Row[]) => string);
  run: (rows: Row[]) => unknown;
  /** Row actions: not offered for this row (e.g. fixed records). */
  hidden?: (row: Row) => boolean;
}

/** Runs an action with the kit's checks; resolves when it is done (or was refused/cancelled). */
export function useActionRunner<Row>() {
  const { t } = useTranslation('kit');
  return useCallback(
    async (action: ListAction<Row>, rows: Row[], fromToolbar: boolean): Promise<boolean> => {
      const need = fromToolbar ? (action.selection ?? 'none') : 'none';
      if (need === 'multiple' && rows.length === 0) {
        feedback.warning(t('selectFirst'));
        return false;
      }
      if (need === 'single' && rows.length !== 1) {
        feedback.warning(rows.length === 0 ? t('selectFirst') : t('selectOne'));
        return false;
      }
      if (action.confirm) {
        const content = typeof action.confirm === 'function' ? action.confirm(rows) : action.confirm;
        const ok = await feedback.confirm({ title: t('confirmTitle'), content, danger: action.danger });
        if (!ok) return false;
      }
      try {
        await action.run(need === 'none' && fromToolbar ? [] : rows);
        return true;
      } catch {
        // Reported where it happened (HTTP client / query error policy).
        return false;
      }
    },
    [t],
  );
}

interface RemoveOptions<Row> {
  access?: AccessRule;
  /** The ids the endpoint deletes. */
  ids: (rows: Row[]) => readonly (string | number)[];
  /** Usually `remove.mutateAsync` of a `useListMutation`. */
  remove: (ids: (string | number)[]) => Promise<unknown>;
  /**
   * Confirm text for the ids and, when `name` is given, the rows' names joined in the language's way
   * ("甲、乙", "a, b"); default "delete the items with ids …?".
   */
  confirm?: (ids: string, names: string) => string;
  /** A row's name, for a confirm that names what goes rather than its ids. */
  name?: (row: Row) => string;
}

/**
 * The standard actions with the kit's labels and icons, so screens only say what differs:
 *
 *   const std = useStandardActions<SysPost>();
 *   std.add({ access: { perm: 'system:post:add' }, run: () => dialog.openAdd() })
 */
export function useStandardActions<Row>() {
  const { t } = useTranslation('kit');
  return useMemo(
    () => ({
      add: (o: Pick<ListAction<Row>, 'access' | 'run'> & { label?: ReactNode }): ListAction<Row> => ({
        key: 'add',
        label: o.label ?? t('add'),
        icon: <PlusOutlined />,
        primary: true,
        access: o.access,
        run: o.run,
      }),
      edit: (o: { access?: AccessRule; run: (row: Row) => unknown }): ListAction<Row> => ({
        key: 'edit',
        label: t('edit'),
        icon: <EditOutlined />,
        selection: 'single',
        access: o.access,
        run: (rows) => (rows[0] === undefined ? undefined : o.run(rows[0])),
      }),
      remove: (o: RemoveOptions<Row>): ListAction<Row> => ({
        key: 'delete',
        label: t('delete'),
        icon: <DeleteOutlined />,
        danger: true,
        selection: 'multiple',
        access: o.access,
        confirm: (rows) => {
          const ids = o.ids(rows).join(',');
          const names = o.name ? rows.map(o.name).join(t('nameSeparator')) : '';
          return o.confirm ? o.confirm(ids, names) : t('deleteConfirm', { ids });
        },
        run: (rows) => o.remove([...o.ids(rows)]),
      }),
      /** A server cache refresh (`DELETE /x/refreshCache`), usually a `useListMutation` with success 'refreshCache'. */
      refreshCache: (o: { access?: AccessRule; run: () => Promise<unknown> }): ListAction<Row> => ({
        key: 'refreshCache',
        label: t('refreshCache'),
        icon: <SyncOutlined />,
        danger: true,
        access: o.access,
        run: o.run,
      }),
      /** Excel export of the list endpoint with the current filters (docs/backend-contract.md). */
      export: (o: {
        access?: AccessRule;
        url: string;
        params: () => object;
        /** File name prefix; the server's Content-Disposition wins when present. */
        fileName: string;
      }): ListAction<Row> => ({
        key: 'export',
        label: t('export'),
        icon: <DownloadOutlined />,
        access: o.access,
        run: () => exportExcel(o.url, o.params(), exportFileName(o.fileName)),
      }),
    }),
    [t],
  );
}

/** `<prefix>_<yyyyMMddHHmmss>.xlsx`, the Vue console's export name. */
export function exportFileName(prefix: string, at = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}`;
  return `${prefix}_${stamp}.xlsx`;
}
