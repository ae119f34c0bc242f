import { FolderOpenOutlined } from '@ant-design/icons';
import { Breadcrumb, Button } from 'antd';
import type { ReactNode } from 'react';

import { filePickerI18n } from './i18n';
import { ancestorsOf } from './path-utils';

/** Root icon, then each segment of the open directory; every item is a button that opens it. */
export function FileBreadcrumb({ dir, onOpen }: { dir: string; onOpen: (dir: string) => void }) {
  const t = filePickerI18n.useT();
  const link = (label: ReactNode, target: string, ariaLabel?: string) => (
    <Button
      type="link"
      size="small"
      style={{ padding: 0, height: 'auto' }}
      aria-label={ariaLabel}
      aria-current={target === dir ? 'location' : undefined}
      onClick={() => onOpen(target)}
    >
      {label}
    </Button>
  );
  return (
    <Breadcrumb
      items={[
        { key: '/', title: link(<FolderOpenOutlined />, '', t('root')) },
        ...ancestorsOf(dir).map((path) => ({
          key: path,
          title: link(path.slice(path.lastIndexOf('/') + 1), path),
        })),
      ]}
    />
  );
}
