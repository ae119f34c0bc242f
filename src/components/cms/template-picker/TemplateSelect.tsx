import { Button, Input, Space } from 'antd';
import { useState } from 'react';

import { templatePickerI18n } from './i18n';
import { TemplatePickerDialog } from './TemplatePickerDialog';

export interface TemplateSelectProps {
  value?: string;
  onChange?: (path: string) => void;
  publishPipeCode: string;
  allowClear?: boolean;
  /** The site whose templates are offered; default the current site. */
  siteId?: string;
  disabled?: boolean;
  'aria-label'?: string;
  id?: string;
}

/** A template path input with a "Select" button opening the template picker of one publish pipe. */
export function TemplateSelect({
  value,
  onChange,
  publishPipeCode,
  allowClear,
  siteId,
  disabled,
  id,
  'aria-label': ariaLabel,
}: TemplateSelectProps) {
  const t = templatePickerI18n.useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          aria-label={ariaLabel}
          value={value ?? ''}
          allowClear={allowClear}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.value)}
        />
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {t('select')}
        </Button>
      </Space.Compact>
      <TemplatePickerDialog
        open={open}
        publishPipeCode={publishPipeCode}
        siteId={siteId}
        onCancel={() => setOpen(false)}
        onOk={(path) => {
          setOpen(false);
          onChange?.(path);
        }}
      />
    </>
  );
}
