import { Button, Input, Space } from 'antd';
import { useState } from 'react';

import { ContentPickerDialog } from '@/components/cms/content-picker';

import { exModelI18n } from '../i18n';
import type { ContentRef } from '../types';

/** A CMSContentSelect field: read-only title, "Select" opens the content picker, "Clean" empties. */
export function ContentSelectInput({
  id,
  value,
  onChange,
  disabled,
}: {
  id?: string;
  value?: unknown;
  onChange?: (value: ContentRef) => void;
  disabled?: boolean;
}) {
  const t = exModelI18n.useT();
  const [picking, setPicking] = useState(false);
  const ref = value && typeof value === 'object' ? (value as ContentRef) : {};
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} readOnly value={ref.title ?? ''} placeholder={t('noContent')} />
      <Button disabled={disabled} onClick={() => setPicking(true)}>
        {t('select')}
      </Button>
      <Button disabled={disabled} onClick={() => onChange?.({})}>
        {t('clean')}
      </Button>
      <ContentPickerDialog
        open={picking}
        onCancel={() => setPicking(false)}
        onOk={([row]) => {
          setPicking(false);
          if (row) onChange?.({ contentId: row.contentId, title: row.title });
        }}
      />
    </Space.Compact>
  );
}
