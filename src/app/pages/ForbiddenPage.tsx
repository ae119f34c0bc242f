import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

export default function ForbiddenPage() {
  const { t } = useTranslation(['app', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = () => (params.has('noGoBack') ? navigate('/') : navigate(-1));
  return (
    <main data-testid="forbidden" className="full-page-center">
      <Result
        status="403"
        title={t('forbidden.title')}
        subTitle={t('forbidden.description')}
        extra={
          <Space>
            <Button onClick={back}>{t('common:back')}</Button>
            <Button type="primary">
              <Link to="/">{t('common:backHome')}</Link>
            </Button>
          </Space>
        }
      />
    </main>
  );
}
