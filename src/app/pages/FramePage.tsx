import { Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An inner-link menu (RuoYi `InnerLink`): the external address in a frame filling the content area
 * (viewport height minus the 94.5 px header and tabs), with a loading indicator until it has loaded.
 */
export default function FramePage({ src, title }: { src: string; title: string }) {
  const { t } = useTranslation('app');
  const [loading, setLoading] = useState(true);
  return (
    <Spin spinning={loading} tip={t('frame.loading')}>
      <iframe
        title={title}
        src={src}
        onLoad={() => setLoading(false)}
        style={{ width: '100%', height: 'calc(100vh - 94.5px)', border: 0, display: 'block' }}
      />
    </Spin>
  );
}
