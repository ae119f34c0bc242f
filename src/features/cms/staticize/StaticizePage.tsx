import { Card, Tabs } from 'antd';

import { CustomDynamicList } from './CustomDynamicList';
import { DynamicTypeList } from './DynamicTypeList';
import { FuncList } from './FuncList';
import { staticizeI18n } from './i18n';
import { TagList } from './TagList';

/** Template directives (`cms/staticize/index`, menu 2034): the tag and function reference, the dynamic pages. */
export default function StaticizePage() {
  const t = staticizeI18n.useT();
  return (
    <Card data-testid="staticize-page">
      <Tabs
        items={[
          { key: 'tag', label: t('tabs.tag'), children: <TagList />, forceRender: true },
          { key: 'function', label: t('tabs.function'), children: <FuncList />, forceRender: true },
          { key: 'dynamic', label: t('tabs.dynamic'), children: <DynamicTypeList />, forceRender: true },
          {
            key: 'customDynamic',
            label: t('tabs.customDynamic'),
            children: <CustomDynamicList />,
            forceRender: true,
          },
        ]}
      />
    </Card>
  );
}
