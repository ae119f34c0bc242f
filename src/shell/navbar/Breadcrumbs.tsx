import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

import { HOME_PATH, type Crumb } from '../route-info';

/** Home first, then the route's directories and title; only real destinations are links. */
export function Breadcrumbs({ crumbs, atHome }: { crumbs: readonly Crumb[]; atHome: boolean }) {
  const { t } = useTranslation(['common', 'shell']);
  const home = t('common:home');
  const items = [
    { key: HOME_PATH, title: atHome || crumbs.length === 0 ? home : <Link to={HOME_PATH}>{home}</Link> },
    ...crumbs.map((c, i) => ({
      key: `${i}-${c.title}`,
      title: c.path && i < crumbs.length - 1 ? <Link to={c.path}>{c.title}</Link> : c.title,
    })),
  ];
  return (
    <div className="app-breadcrumb" role="navigation" aria-label={t('shell:nav.breadcrumb')}>
      <Breadcrumb items={items} />
    </div>
  );
}
