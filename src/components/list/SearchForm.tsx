import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Form, type FormInstance } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { KitButton } from '@/components/button';
import { useFormFill } from '@/components/form';

import type { FilterValues } from './list-state';

export interface SearchFormProps {
  /** The list's current filters: the form follows them (back/forward, reset, shared links). */
  values: FilterValues;
  /** What Reset puts back into the fields. */
  defaults: FilterValues;
  onSearch: (values: Record<string, unknown>) => void;
  onReset: () => void;
  children: ReactNode;
  /** The form instance, when the screen reads or sets fields itself (`useListController` makes one). */
  form?: FormInstance;
  /** Prefix of the field ids (`search_<name>` by default); a second search form on the page needs its own. */
  name?: string;
}

/**
 * The inline search form of a list: the screen's `Form.Item`s plus Search and Reset. Submitting (button
 * or Enter) searches from page 1; Reset restores the default filters and searches.
 */
export function SearchForm(props: SearchFormProps) {
  const { values, defaults, onSearch, onReset, children, name = 'search' } = props;
  const { t } = useTranslation('kit');
  const [ownForm] = Form.useForm();
  const form = props.form ?? ownForm;
  const valuesKey = JSON.stringify(values);
  // The URL is the truth: the fields show exactly its filters, clearing those it does not carry. Once
  // per set of filters (useFormFill): not again over what was typed and not searched yet.
  const shown = useMemo(() => JSON.parse(valuesKey) as FilterValues, [valuesKey]);
  useFormFill(form, shown, { reset: true });
  return (
    <Form
      form={form}
      layout="inline"
      // Field ids become search_<name>, distinct from the same fields in a dialog form.
      name={name}
      role="search"
      className="kit-search-form"
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={(v: Record<string, unknown>) => onSearch(v)}
    >
      {children}
      <Form.Item>
        <div className="kit-search-buttons">
          <KitButton primary htmlType="submit" icon={<SearchOutlined />}>
            {t('search')}
          </KitButton>
          <KitButton
            icon={<ReloadOutlined />}
            onClick={() => {
              // Also clears typed-but-unsearched input when the URL (and so `values`) does not change.
              form.resetFields();
              form.setFieldsValue(defaults);
              onReset();
            }}
          >
            {t('reset')}
          </KitButton>
        </div>
      </Form.Item>
    </Form>
  );
}
