import { Modal } from 'antd';

import { expConfigApi, expConfigKeys } from '@/api/member/exp-config';
import type { MemberTypeOption } from '@/api/member/level-config';
import { PickerTable, useListController, useListQuery } from '@/components/list';

import { expI18n } from './i18n';

export interface OperationPickerDialogProps {
  open: boolean;
  onOk: (operation: MemberTypeOption) => void;
  onCancel: () => void;
}

/** The experience operations of `GET /member/expConfig/types`: one row picked by OK or double click. */
export function OperationPickerDialog({ open, onOk, onCancel }: OperationPickerDialogProps) {
  const t = expI18n.useT();
  const list = useListQuery({
    queryKey: (params: object) => expConfigKeys.extra('types', params),
    queryFn: (_params: object) => expConfigApi.types(),
    paged: false,
    syncUrl: false,
    enabled: open,
  });
  const picker = useListController(list, {
    rowKey: 'id',
    columns: [
      {
        key: 'name',
        title: t('opTypeName'),
        render: (_: unknown, op: MemberTypeOption) => `${op.name}[${op.id}]`,
      },
    ],
    selection: 'single',
    rowClick: 'only',
    onRowDoubleClick: onOk,
  });
  const current = picker.selection.rows[0];
  return (
    <Modal
      open={open}
      title={t('pickTitle')}
      width={560}
      destroyOnHidden
      okButtonProps={{ disabled: !current }}
      onOk={() => current && onOk(current)}
      onCancel={onCancel}
      afterClose={() => picker.selection.clear()}
    >
      <PickerTable controller={picker} table={{ scroll: { y: 500 } }} />
    </Modal>
  );
}
