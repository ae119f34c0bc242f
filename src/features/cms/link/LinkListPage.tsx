import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';

import { linkI18n } from './i18n';
import { LinkList } from './LinkList';

/** `/operations/link/list?groupId=` (`cms/link/link`): one group's links on a page of their own. */
export default function LinkListPage() {
  const t = linkI18n.useT();
  const [params] = useSearchParams();
  const groupId = params.get('groupId');
  if (!groupId || !/^\d+$/.test(groupId)) return <Result status="warning" title={t('noGroup')} />;
  return <LinkList groupId={groupId} syncUrl />;
}
