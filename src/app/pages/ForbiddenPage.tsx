import { Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';

import { ResultFrame } from './ResultFrame';

/** The 401 page ("no permission"); `embedded` as for the 404 page, inside the console's frame. */
export default function ForbiddenPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation(['app', 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const back = () => (params.has('noGoBack') ? navigate('/') : navigate(-1));
  return (
    <ResultFrame testId="forbidden" embedded={embedded}>
      <Result
        status="403"
        title={t('forbidden.title')}
        subTitle={t('forbidden.description')}
        extra={
          <Space>
            <Button onClick={back}>{t('common:back')}</Button>
            {/* A button that navigates, not a link inside a button (nested controls confuse screen readers). */}
            <Button type="primary" onClick={() => navigate('/')}>
              {t('common:backHome')}
            </Button>
          </Space>
        }
      />
    </ResultFrame>
  );
}
