import { ClockCircleOutlined } from '@ant-design/icons';
import { Button, Input, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';

import { cronI18n } from './i18n';

// The generator and its preview (and cron-parser behind it) load when first opened.
const CronEditorDialog = lazy(() => import('./CronEditorDialog'));

export interface CronInputProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  placeholder?: string;
  'aria-label'?: string;
}

/** A cron expression form control: the text plus a "Generate Cron" button opening the generator. */
export function CronInput({ value = '', onChange, id, placeholder, ...rest }: CronInputProps) {
  const t = cronI18n.useT();
  const [open, setOpen] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={rest['aria-label']}
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange?.(e.target.value)}
      />
      <Button icon={<ClockCircleOutlined />} onClick={() => setOpen(true)}>
        {t('generate')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CronEditorDialog
            value={value}
            onCancel={() => setOpen(false)}
            onOk={(expression) => {
              onChange?.(expression);
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </Space.Compact>
  );
}
