import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

import { ResultFrame } from './ResultFrame';

/**
 * The 404 page. `embedded`: inside the console's frame (a signed-in user on a path outside their menu
 * keeps the sidebar, header, tabs and the URL they typed), so it is a section, not the page's <main>.
 */
export default function NotFoundPage({ embedded = false }: { embedded?: boolean }) {
  const { t } = useTranslation(['app', 'common']);
  const navigate = useNavigate();
  return (
    <ResultFrame testId="not-found" embedded={embedded}>
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
    </ResultFrame>
  );
}
