import { Form, Input } from 'antd';

import { adI18n } from './i18n';

/** The name box the ad spaces and a space's ads are searched by (`name`, matched in part). */
export function AdNameSearch() {
  const t = adI18n.useT();
  return (
    <Form.Item name="name">
      <Input allowClear placeholder={t('namePlaceholder')} aria-label={t('namePlaceholder')} />
    </Form.Item>
  );
}
