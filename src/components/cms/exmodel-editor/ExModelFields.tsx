import { Card, Empty, Form, Spin, type CardProps } from 'antd';
import { Suspense, useEffect } from 'react';

import { useExModelData } from './api';
import { GeneratedFields } from './GeneratedFields';
import { exModelI18n } from './i18n';
import { toFormValue } from './rules';
import type { ExModelDataType } from './types';

export interface ExModelFieldsProps {
  /** The ex-model (`SiteExtendModel`, `CatalogExtendModel` or `ContentExtendModel`). */
  modelId: string;
  dataType: ExModelDataType;
  /** The site, catalog or content id. */
  dataId: string;
  /** Where the values live in the caller's form; default `params` (what the saves send). */
  name?: string;
  disabled?: boolean;
}

/**
 * The extension-model field editor as form items of the surrounding antd Form: one
 * item per field at `[name, fieldName]`, filled with the stored values once they are (re)loaded, so
 * the caller's save sends them as `params` ({fieldName: value}).
 */
export function ExModelFields(props: ExModelFieldsProps) {
  return (
    <Suspense fallback={<Spin />}>
      <Fields {...props} />
    </Suspense>
  );
}

function Fields({ modelId, dataType, dataId, name = 'params', disabled }: ExModelFieldsProps) {
  const t = exModelI18n.useT();
  const form = Form.useFormInstance();
  const query = useExModelData(modelId, dataType, dataId);
  // Only a reply fetched for this mount counts: a cached one may predate the last save.
  const ready = query.isFetchedAfterMount && !query.isFetching && query.data !== undefined;
  const fields = ready ? query.data : undefined;

  useEffect(() => {
    if (!fields) return;
    for (const field of fields) form.setFieldValue([name, field.fieldName], toFormValue(field));
  }, [fields, form, name]);

  if (query.isError) return null;
  if (!fields) return <Spin />;
  if (fields.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('empty')} />;
  return <GeneratedFields fields={fields} name={name} disabled={disabled} />;
}

export interface ExModelCardProps extends ExModelFieldsProps {
  /** Card title; default "Ex-Model Properties / 扩展模型属性". */
  title?: CardProps['title'];
  style?: CardProps['style'];
}

/** {@link ExModelFields} in a small card titled "扩展模型属性" (site, catalog and content editors). */
export function ExModelCard({ title, style, ...props }: ExModelCardProps) {
  return (
    <Suspense fallback={null}>
      <TitledCard title={title} style={style} {...props} />
    </Suspense>
  );
}

function TitledCard({ title, style, ...props }: ExModelCardProps) {
  const t = exModelI18n.useT();
  return (
    <Card size="small" title={title ?? t('title')} style={style} data-testid="exmodel-card">
      <ExModelFields {...props} />
    </Card>
  );
}
