import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation(['app', 'common']);
  const navigate = useNavigate();
  return (
    <main data-testid="not-found" className="full-page-center">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          // A button that navigates, not a link inside a button (nested controls confuse screen readers).
          <Button type="primary" onClick={() => navigate('/index')}>
            {t('common:backHome')}
          </Button>
        }
      />
    </main>
  );
}
