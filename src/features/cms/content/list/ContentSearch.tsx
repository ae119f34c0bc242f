import { Form, Input, Select } from 'antd';

import { useContentTypes } from '@/components/cms/content-types';
import { DictSelect } from '@/components/dict';
import { SearchForm, type SearchFormProps } from '@/components/list';

import type { ContentT } from '../i18n';
import { DateTimeRange } from './DateTimeRange';

/** Filters of the content list, by request parameter name. */
export const CONTENT_FILTERS = {
  title: 'text',
  contentType: 'text',
  status: 'text',
  beginTime: 'text',
  endTime: 'text',
} as const;

/**
 * The list's search form: title, content type, status and a create-time range (sent as
 * `beginTime`/`endTime`, LocalDateTime strings).
 */
export function ContentSearch({ form, t }: { form: Omit<SearchFormProps, 'children'>; t: ContentT }) {
  const { types } = useContentTypes();
  const { beginTime, endTime, ...rest } = form.values;
  const values = {
    ...rest,
    createTime: beginTime && endTime ? [String(beginTime), String(endTime)] : undefined,
  };
  return (
    <SearchForm
      {...form}
      values={values}
      onSearch={({ createTime, ...v }) => {
        const [begin, end] = Array.isArray(createTime) ? (createTime as string[]) : [];
        form.onSearch({ ...v, beginTime: begin, endTime: end });
      }}
    >
      <Form.Item name="title">
        <Input
          allowClear
          placeholder={t('search.titlePlaceholder')}
          aria-label={t('columns.title')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <Form.Item name="contentType">
        <Select
          allowClear
          placeholder={t('search.contentType')}
          aria-label={t('search.contentType')}
          style={{ width: 140 }}
          options={types.map((type) => ({ value: type.id, label: type.name }))}
        />
      </Form.Item>
      <Form.Item name="status">
        <DictSelect
          type="CMSContentStatus"
          placeholder={t('search.status')}
          aria-label={t('search.status')}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="createTime" label={t('search.createTime')}>
        <DateTimeRange placeholder={[t('search.begin'), t('search.end')]} />
      </Form.Item>
    </SearchForm>
  );
}
