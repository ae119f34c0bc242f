import { DatePicker, Form, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';

import type { ContentT } from '../i18n';

export interface TopDialogProps {
  open: boolean;
  t: ContentT;
  /** Resolves when done; a rejection keeps the dialog open. */
  onOk: (topEndTime: string | undefined) => Promise<unknown>;
  onCancel: () => void;
}

/** "Topping": an optional end time (days before today cannot be picked). */
export function TopDialog({ open, t, onOk, onCancel }: TopDialogProps) {
  const [end, setEnd] = useState<Dayjs | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open={open}
      title={t('topDialog.title')}
      width={400}
      confirmLoading={busy}
      destroyOnHidden
      afterClose={() => setEnd(null)}
      onCancel={onCancel}
      onOk={async () => {
        setBusy(true);
        try {
          await onOk(end?.format('YYYY-MM-DD HH:mm:ss'));
        } catch {
          // Reported by the HTTP layer.
        } finally {
          setBusy(false);
        }
      }}
    >
      <Form layout="vertical">
        <Form.Item label={t('topDialog.endTime')} extra={t('topDialog.endTimeHint')} htmlFor="topEndTime">
          <DatePicker
            id="topEndTime"
            showTime
            value={end}
            onChange={setEnd}
            format="YYYY-MM-DD HH:mm:ss"
            disabledDate={(d) => d.isBefore(dayjs().startOf('day'))}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
