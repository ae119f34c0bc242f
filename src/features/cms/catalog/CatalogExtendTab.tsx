import { Button, Card, Checkbox, Empty, Flex, Form, Input, InputNumber, Select, Spin, Switch } from 'antd';
import { useState, type ReactNode } from 'react';

import { catalogApi, catalogKeys, type CatalogExtends } from '@/api/cms/catalog';
import { CatalogPickerDialog } from '@/components/cms/catalog-tree';
import { RecordPageBar, useRecordForm } from '@/components/record-form';
import { feedback } from '@/lib/feedback';

import { yesNo } from './catalog-form';
import { catalogI18n } from './i18n';
import { useSiteOptions } from './queries';
import { useCatalogAccess } from './use-catalog-access';

/** The catalog config props this tab edits (IProperty ids of UseType.Catalog). */
const KEYS = [
  'EnableIndex',
  'CatalogExtendModel',
  'ContentExtendModel',
  'CatalogPageSize',
  'EnableContribute',
  'ShortTitleLabel',
  'SubTitleLabel',
  'HotWordGroups',
] as const;
type ExtendKey = (typeof KEYS)[number];

/** The form's name: antd prefixes each control's id with it. */
const FORM_NAME = 'catalogExtend';

/** `Map<String,String>` of PUT /cms/catalog/extends: arrays and objects JSON-stringified. */
export function toExtendsBody(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) out[key] = '';
    else out[key] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return out;
}

function toFormValues(data: CatalogExtends): Record<string, unknown> {
  return Object.fromEntries(
    KEYS.map((key) => {
      const value = data[key];
      if (key === 'CatalogPageSize') return [key, value === undefined || value === '' ? -1 : Number(value)];
      if (key === 'HotWordGroups') return [key, Array.isArray(value) ? value : []];
      return [key, value ?? undefined];
    }),
  );
}

/** "Extend Configuration": index/contribute switches, ex-models, page size, title labels, hot words. */
export function CatalogExtendTab({ catalogId }: { catalogId?: string }) {
  const t = catalogI18n.useT();
  const can = useCatalogAccess();
  const { exModels, hotWordGroups } = useSiteOptions();
  const [applyTo, setApplyTo] = useState<ExtendKey>();
  const editable = catalogId !== undefined && can('Edit', catalogId);
  const record = useRecordForm<CatalogExtends, Record<string, string>, Record<string, unknown>>({
    load: {
      queryKey: catalogKeys.extends(catalogId ?? ''),
      queryFn: () => catalogApi.extends(catalogId ?? ''),
      enabled: catalogId !== undefined,
    },
    toForm: toFormValues,
    // The backend replaces the catalog's config props with the body: like the old console, send every
    // loaded prop (also those without a control here, e.g. HotWordGroups when no group exists) with the edits.
    toBody: (values, { siteId: _siteId, PreviewPrefix: _prefix, ...loaded }) =>
      toExtendsBody({ ...loaded, ...values }),
    save: (body) => catalogApi.saveExtends(catalogId ?? '', body),
    invalidate: catalogKeys.extends(catalogId ?? ''),
    successMessage: t('saveSuccess'),
  });

  async function apply(body: { toCatalogIds?: string[]; allExtends?: boolean; configPropKeys?: string[] }) {
    if (!catalogId) return;
    const reply = await catalogApi.applyConfigProps({ catalogId, ...body });
    feedback.success(reply.msg && reply.msg !== 'SUCCESS' ? reply.msg : t('success'));
  }

  const applyChildren = (key: ExtendKey) =>
    editable && (
      <Button onClick={() => void apply({ configPropKeys: [key] }).catch(() => undefined)}>
        {t('applyToChildren')}
      </Button>
    );
  const applyCatalogs = (key: ExtendKey) =>
    editable && <Button onClick={() => setApplyTo(key)}>{t('applyToCatalog')}</Button>;
  const field = (key: ExtendKey, control: ReactNode, extra?: ReactNode, props: object = {}) => (
    <Form.Item
      label={t(`extend.${key}`)}
      // The control sits in an inner item (beside its apply button): point the label at it by id, so
      // the control has the label as its accessible name.
      htmlFor={`${FORM_NAME}_${key}`}
      extra={key === 'CatalogPageSize' ? t('extend.pageSizeHint') : undefined}
    >
      <Flex gap={8} align="center">
        <Form.Item name={key} noStyle {...props}>
          {control}
        </Form.Item>
        {extra}
      </Flex>
    </Form.Item>
  );
  const modelOptions = (exModels.data ?? []).map((m) => ({ value: m.modelId, label: m.name }));

  return (
    <Flex vertical gap={12}>
      <RecordPageBar
        save={{
          ...record.saveButtonProps,
          perm: catalogId === undefined ? undefined : `Catalog:Edit:${catalogId}`,
          label: t('actions.save'),
        }}
      >
        {editable && (
          <Button onClick={() => void apply({ allExtends: true }).catch(() => undefined)}>
            {t('applyToChildren')}
          </Button>
        )}
      </RecordPageBar>
      <Spin spinning={catalogId !== undefined && record.fetching}>
        <Form
          {...record.formProps}
          name={FORM_NAME}
          labelCol={{ flex: '160px' }}
          labelWrap
          aria-label={t('tabs.extend')}
        >
          <Card size="small" title={t('extend.basic')}>
            {field('EnableIndex', <Switch />, undefined, yesNo)}
            {field(
              'CatalogExtendModel',
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={modelOptions}
                style={{ width: 240 }}
              />,
              applyCatalogs('CatalogExtendModel'),
            )}
            {field(
              'ContentExtendModel',
              <Select
                allowClear
                showSearch
                optionFilterProp="label"
                options={modelOptions}
                style={{ width: 240 }}
              />,
              applyCatalogs('ContentExtendModel'),
            )}
            {field('CatalogPageSize', <InputNumber min={-1} precision={0} />)}
          </Card>
          <Card size="small" title={t('extend.content')} style={{ marginTop: 12 }}>
            {field('EnableContribute', <Switch />, undefined, yesNo)}
            {field('ShortTitleLabel', <Input style={{ width: 240 }} />, applyChildren('ShortTitleLabel'))}
            {field('SubTitleLabel', <Input style={{ width: 240 }} />, applyChildren('SubTitleLabel'))}
          </Card>
          <Card size="small" title={t('extend.word')} style={{ marginTop: 12 }}>
            {(hotWordGroups.data ?? []).length > 0 ? (
              field(
                'HotWordGroups',
                <Checkbox.Group
                  options={(hotWordGroups.data ?? []).map((g) => ({ value: g.code, label: g.name }))}
                />,
              )
            ) : (
              <Form.Item label={t('extend.HotWordGroups')}>
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('extend.noHotWordGroups')} />
              </Form.Item>
            )}
          </Card>
        </Form>
      </Spin>
      <CatalogPickerDialog
        open={applyTo !== undefined}
        multiple
        disabledIds={catalogId ? [catalogId] : []}
        onOk={async (nodes) => {
          const key = applyTo;
          if (!key) return;
          await apply({ toCatalogIds: nodes.map((n) => n.id), configPropKeys: [key] }).catch(() => undefined);
          setApplyTo(undefined);
        }}
        onCancel={() => setApplyTo(undefined)}
      />
    </Flex>
  );
}
