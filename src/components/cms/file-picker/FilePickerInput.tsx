import { Button, Input, Space } from 'antd';
import { useState } from 'react';

import { getCurrentSiteId } from '@/lib/auth/current-site';
import { useCurrentSite } from '@/stores/current-site';

import { FilePickerDialog } from './FilePickerDialog';
import { filePickerI18n } from './i18n';

export interface FilePickerInputProps {
  /** Path relative to the resource root, e.g. "demo_pc/css/editor.css". */
  value?: string;
  onChange?: (path?: string) => void;
  /** Directory the dialog opens in when there is no value, e.g. "demo_pc/". */
  startPath?: string;
  /** Without value and start path: open the site's directory of this publish pipe. */
  pipeCode?: string;
  /** Offered suffixes, e.g. ['css']; directories are always browsable. */
  accept?: string[];
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** A read-only path with "Select" (opens the site file dialog) and "Clear"; for a Form.Item. */
export function FilePickerInput({
  value,
  onChange,
  startPath,
  pipeCode,
  accept,
  disabled,
  id,
  'aria-label': ariaLabel,
}: FilePickerInputProps) {
  const t = filePickerI18n.useT();
  // Part of the query keys: the listing belongs to the CurrentSite header's site.
  const siteId = useCurrentSite((s) => s.site?.siteId) ?? getCurrentSiteId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Space.Compact style={{ width: '100%' }}>
        <Input id={id} aria-label={ariaLabel} value={value ?? ''} readOnly disabled={disabled} />
        <Button disabled={disabled} onClick={() => setOpen(true)}>
          {t('select')}
        </Button>
        <Button disabled={disabled || !value} onClick={() => onChange?.(undefined)}>
          {t('clear')}
        </Button>
      </Space.Compact>
      <FilePickerDialog
        open={open}
        value={value}
        startPath={startPath}
        pipeCode={pipeCode}
        accept={accept}
        siteId={siteId}
        onCancel={() => setOpen(false)}
        onOk={(file) => {
          setOpen(false);
          onChange?.(file.filePath);
        }}
      />
    </>
  );
}
