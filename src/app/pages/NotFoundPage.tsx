import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation(['app', 'common']);
  return (
    <main data-testid="not-found" className="full-page-center">
      <Result
        status="404"
        title={t('notFound.title')}
        subTitle={t('notFound.description')}
        extra={
          <Button type="primary">
            <Link to="/index">{t('common:backHome')}</Link>
          </Button>
        }
      />
    </main>
  );
}
