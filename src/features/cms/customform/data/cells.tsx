import { EyeOutlined } from '@ant-design/icons';
import { Button, Image, Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';

import type { CustomFormRow } from '@/api/cms/customform';
import type { MetaModelField } from '@/api/cms/xmodel';
import { hasOptions, parseOptionLines } from '@/components/cms/exmodel-editor';
import { useDicts } from '@/components/dict';
import type { ListColumn } from '@/components/list';
import { SafeHtml } from '@/components/safe-html';

/** Option labels by field code, then by value (`value=label` lines or the field's dictionary). */
export type OptionLabels = Record<string, Record<string, string>>;

export function useOptionLabels(fields: readonly MetaModelField[]): OptionLabels {
  const dictFields = fields.filter(
    (f) => hasOptions(f.controlType) && f.options?.type === 'dict' && f.options.value,
  );
  const dicts = useDicts(...dictFields.map((f) => f.options?.value ?? ''));
  return useMemo(() => {
    const labels: OptionLabels = {};
    for (const field of fields) {
      if (!hasOptions(field.controlType)) continue;
      const at = dictFields.indexOf(field);
      const entries =
        at >= 0
          ? (dicts[at] ?? []).map((d) => [d.value, d.label])
          : parseOptionLines(field.options?.value).options.map((o) => [o.value, o.name]);
      labels[field.code] = Object.fromEntries(entries);
    }
    return labels;
    // dicts is a fresh array each render; its entries are what matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fields, JSON.stringify(dicts)]);
}

const DATE_FORMATS: Record<string, string> = { date: 'YYYY-MM-DD', datetime: 'YYYY-MM-DD HH:mm:ss' };

/** A cell as text (the table's plain cells and the export): labels for options, titles for contents. */
export function cellText(field: MetaModelField, row: CustomFormRow, labels: OptionLabels): string {
  const value = row[field.code];
  if (value === undefined || value === null || value === '') return '';
  const own = labels[field.code];
  if (own)
    return (Array.isArray(value) ? value : String(value).split(','))
      .map((v) => own[String(v)] ?? String(v))
      .join('、');
  if (field.controlType === 'CMSContentSelect' && typeof value === 'object')
    return (value as { title?: string }).title ?? '';
  const format = DATE_FORMATS[field.controlType];
  if (format && (typeof value === 'number' || /^\d{10,}$/.test(String(value))))
    return dayjs(Number(value)).format(format);
  if (field.controlType === 'UEditor')
    return new DOMParser().parseFromString(String(value), 'text/html').body.textContent ?? '';
  return Array.isArray(value) ? value.join('、') : String(value);
}

/** One column per field, each cell shown as its control type wants (images as thumbnails, rich text on demand). */
export function dataColumns(
  fields: readonly MetaModelField[],
  labels: OptionLabels,
  viewLabel: string,
): ListColumn<CustomFormRow>[] {
  return fields.map((field) => ({
    key: field.code,
    title: field.name,
    ellipsis: field.controlType === 'textarea',
    render: (_value: unknown, row: CustomFormRow) => {
      if (field.controlType === 'CMSImage') {
        const src = row[`${field.code}_src`];
        return typeof src === 'string' && src ? <Image width={60} src={src} alt={field.name} /> : null;
      }
      if (field.controlType === 'CMSResource') {
        const src = row[`${field.code}_src`];
        const text = cellText(field, row, labels);
        return typeof src === 'string' && src ? (
          <Typography.Link href={src} target="_blank" rel="noreferrer">
            {text.split('/').pop()}
          </Typography.Link>
        ) : (
          text
        );
      }
      if (field.controlType === 'UEditor' && row[field.code])
        return (
          <Popover content={<SafeHtml html={String(row[field.code])} />}>
            <Button type="link" size="small" icon={<EyeOutlined />}>
              {viewLabel}
            </Button>
          </Popover>
        );
      return cellText(field, row, labels);
    },
  }));
}
