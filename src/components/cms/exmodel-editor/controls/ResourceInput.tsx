import { Button, Space, Typography } from 'antd';
import { useState } from 'react';

import { ResourcePickerDialog } from '@/components/cms/resource-picker';

import { exModelI18n } from '../i18n';

/** Last path segment (query dropped) as the name shown for a stored resource. */
function nameOf(path: string): string {
  return path.split('?')[0]?.split('/').pop() || path;
}

/**
 * A CMSResource field: any resource of the material library. The form value is the stored path
 * (`iurl://…` or a URL); `src` is how the browser reaches the value the server sent.
 */
export function ResourceInput({
  id,
  value,
  onChange,
  src,
  disabled,
}: {
  id?: string;
  value?: unknown;
  onChange?: (path: string) => void;
  src?: string;
  disabled?: boolean;
}) {
  const t = exModelI18n.useT();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<{ path: string; src: string; name: string }>();
  const path = typeof value === 'string' ? value : '';
  const shownSrc = picked?.path === path ? picked.src : src;
  const name = picked?.path === path ? picked.name : nameOf(path);
  return (
    <Space id={id} wrap>
      {path ? (
        <Typography.Link href={shownSrc || path} target="_blank" rel="noreferrer">
          {name}
        </Typography.Link>
      ) : (
        <Typography.Text type="secondary">{t('noResource')}</Typography.Text>
      )}
      <Button size="small" disabled={disabled} onClick={() => setPicking(true)}>
        {t('select')}
      </Button>
      {path && (
        <Button size="small" disabled={disabled} onClick={() => onChange?.('')}>
          {t('clean')}
        </Button>
      )}
      <ResourcePickerDialog
        open={picking}
        onCancel={() => setPicking(false)}
        onOk={([first]) => {
          setPicking(false);
          if (!first) return;
          setPicked({ path: first.path, src: first.src, name: first.name });
          onChange?.(first.path);
        }}
      />
    </Space>
  );
}
