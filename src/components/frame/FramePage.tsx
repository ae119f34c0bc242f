import { ExportOutlined } from '@ant-design/icons';
import { Button, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { frameI18n } from './i18n';

export interface FramePageProps {
  /** The address to embed (for backend pages: `${API_BASE}/druid/index.html`). */
  src: string;
  title: string;
}

/**
 * An embedded backend page (Druid monitor, Swagger UI): full width, viewport height minus the 94.5 px
 * header and tabs, a loading indicator until it has loaded, and a link to open it in a tab of
 * its own. The frame is sandboxed: scripts and forms run (those pages need them) but it cannot navigate
 * the console or open popups unasked.
 */
export function FramePage({ src, title }: FramePageProps) {
  const { t } = useTranslation('app');
  const ft = frameI18n.useT();
  const [loading, setLoading] = useState(true);
  return (
    <Flex vertical gap={4}>
      <Flex justify="flex-end">
        <Button
          type="link"
          size="small"
          icon={<ExportOutlined />}
          href={src}
          target="_blank"
          rel="noopener noreferrer"
        >
          {ft('openInNewTab')}
        </Button>
      </Flex>
      <Spin spinning={loading} tip={t('frame.loading')}>
        <iframe
          title={title}
          src={src}
          sandbox="allow-scripts allow-same-origin allow-forms allow-downloads"
          onLoad={() => setLoading(false)}
          style={{ width: '100%', height: 'calc(100vh - 94.5px - 32px)', border: 0, display: 'block' }}
        />
      </Spin>
    </Flex>
  );
}
