import { Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown for a menu entry whose screen is not built yet: clear, never a crash. */
export default function ScreenUnavailable({ title, pageKey }: { title: string; pageKey: string }) {
  const { t } = useTranslation('app');
  return (
    <div data-testid="screen-unavailable">
      <Result
        status="info"
        title={t('unavailable.title')}
        subTitle={t('unavailable.description', { title, key: pageKey })}
      />
    </div>
  );
}
