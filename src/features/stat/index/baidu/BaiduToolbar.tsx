import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Select, Space } from 'antd';
import type { ReactNode } from 'react';

import { statI18n } from '../i18n';
import { lastDays, type BaiduFilter } from './use-baidu-filter';

/**
 * Site select, date range with the presets (last week, month, three months), the report's own
 * options and Search; "No site!" instead when the current site has no Baidu Tongji site.
 */
export function BaiduToolbar<E extends object>({
  filter,
  children,
  rangePicker,
}: {
  filter: BaiduFilter<E>;
  children?: ReactNode;
  /** Replaces the range picker (the trend's single day for hours). */
  rangePicker?: ReactNode;
}) {
  const t = statI18n.useT();
  if (filter.noSite) return <Alert type="warning" showIcon title={t('noSite')} data-testid="stat-no-site" />;
  return (
    <Space wrap size={8} style={{ marginBottom: 16 }}>
      <Select
        aria-label={t('site')}
        style={{ minWidth: 180 }}
        loading={filter.sites.isPending}
        value={filter.draft.bdSiteId}
        onChange={(bdSiteId: string) => filter.update({ bdSiteId })}
        options={(filter.sites.data ?? []).map((s) => ({ value: s.site_id, label: s.domain }))}
      />
      {rangePicker ?? (
        <DatePicker.RangePicker
          aria-label={t('range')}
          allowClear={false}
          value={filter.draft.range}
          onChange={(next) =>
            next?.[0] && next[1] && filter.update({ range: [next[0].startOf('day'), next[1].endOf('day')] })
          }
          presets={[
            { label: t('lastWeek'), value: lastDays(7) },
            { label: t('lastMonth'), value: lastDays(30) },
            { label: t('last3Months'), value: lastDays(90) },
          ]}
        />
      )}
      {children}
      <Button type="primary" icon={<SearchOutlined />} onClick={filter.apply}>
        {t('search')}
      </Button>
    </Space>
  );
}

/** Baidu's refusal of a report (`success: false`), shown in place of the report. */
export function BaiduError({ message }: { message?: string }) {
  const t = statI18n.useT();
  return <Alert type="error" showIcon title={t('baiduFailed', { msg: message ?? '' })} />;
}
