import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { Auth } from '@/components/auth';
import { exportFileName } from '@/components/list/actions';
import type { AccessRule } from '@/lib/auth/permission';
import { exportExcel } from '@/lib/http';

export interface ExportButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** The list endpoint: the export POSTs the same filters to it with `cc-export` (docs/backend-contract.md). */
  url: string;
  /** The filters, read at click time. */
  params: () => object;
  /** File name prefix; the server's Content-Disposition wins when present. */
  fileName: string;
  access?: AccessRule;
}

/** An Excel export button outside a list toolbar (list pages use `useStandardActions().export`). */
export function ExportButton({ url, params, fileName, access, children, ...rest }: ExportButtonProps) {
  const { t } = useTranslation('kit');
  const [busy, setBusy] = useState(false);
  const button = (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      {...rest}
      onClick={() => {
        setBusy(true);
        void exportExcel(url, params(), exportFileName(fileName)).finally(() => setBusy(false));
      }}
    >
      {children ?? t('export')}
    </Button>
  );
  return access ? <Auth {...access}>{button}</Auth> : button;
}
