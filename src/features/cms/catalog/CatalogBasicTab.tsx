import { Card, Flex, Form, Input, Select, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';

import { catalogApi, catalogKeys, type CatalogUpdateBody, type CatalogVO } from '@/api/cms/catalog';
import { catalogTreeKeys } from '@/components/cms/catalog-tree';
import { ExModelCard } from '@/components/cms/exmodel-editor';
import { ImageResourceInput } from '@/components/cms/resource-picker';
import { kitRules } from '@/components/form';
import { useRecordForm, type ServerFieldError } from '@/components/record-form';

import { toBasicForm, toUpdateBody, yesNo, type BasicForm } from './catalog-form';
import { CatalogToolbar } from './CatalogToolbar';
import { catalogI18n } from './i18n';
import { PublishPipeFields } from './PublishPipeFields';
import { useCatalogTypes, usePathRules } from './queries';
import { RedirectUrlInput } from './RedirectUrlInput';
import { catalogRules } from './rules';
import { useCatalogAccess } from './use-catalog-access';
import type { CatalogOperations } from './use-catalog-operations';

/** The backend's CONFLICT_CATALOG message (every language) names these fields. */
const CONFLICT_FIELDS: ServerFieldError[] = ['name', 'alias', 'path'].map((name) => ({
  name,
  match: /栏目名称\/别名\/目录重复|欄目名稱\/別名\/目錄重複|Catalog name\/alias\/path conflict/,
}));

export interface CatalogBasicTabProps {
  catalogId?: string;
  ops: CatalogOperations;
  onPreview: (catalogId: string) => void;
}

/** "Basic Information": the catalog form (basic, publish pipes, SEO) and its toolbar. */
export function CatalogBasicTab({ catalogId, ops, onPreview }: CatalogBasicTabProps) {
  const t = catalogI18n.useT();
  const can = useCatalogAccess();
  const types = useCatalogTypes();
  const pathRules = usePathRules();
  const record = useRecordForm<CatalogVO, CatalogUpdateBody, BasicForm>({
    load: {
      queryKey: catalogKeys.detail(catalogId ?? ''),
      queryFn: () => catalogApi.get(catalogId ?? ''),
      enabled: catalogId !== undefined,
    },
    toForm: toBasicForm,
    toBody: (values, vo) => toUpdateBody(vo, values),
    save: catalogApi.update,
    invalidate: [catalogKeys.detail(catalogId ?? ''), catalogTreeKeys.all],
    successMessage: t('saveSuccess'),
    fieldErrors: CONFLICT_FIELDS,
  });
  const { form } = record;
  const vo = catalogId ? record.record : undefined;
  // The logo picked since the last load (its preview URL), else the loaded one.
  const [picked, setPicked] = useState<{ load: number; src?: string }>();
  const logoSrc = picked?.load === record.loadKey ? picked.src : vo?.logoSrc;
  const catalogType = Form.useWatch('catalogType', form);

  const editable = vo !== undefined && can('Edit', vo.catalogId);
  const exModelId = vo?.configProps?.CatalogExtendModel;
  return (
    <Flex vertical gap={12}>
      <CatalogToolbar
        catalog={vo}
        save={record.saveButtonProps}
        onPreview={() => vo && onPreview(vo.catalogId)}
        ops={ops}
      />
      <Spin spinning={catalogId !== undefined && record.fetching}>
        <Form<BasicForm>
          {...record.formProps}
          name="catalogBasic"
          labelCol={{ flex: '140px' }}
          labelWrap
          aria-label={t('tabs.basic')}
        >
          <Card size="small" title={t('cards.basic')}>
            <Form.Item label={t('fields.catalogId')}>
              <Space>
                <Typography.Text data-testid="catalog-id">{vo?.catalogId ?? '-'}</Typography.Text>
                {vo?.visibleFlag === 'N' && <Typography.Text type="warning">{t('hidden')}</Typography.Text>}
              </Space>
            </Form.Item>
            <Form.Item name="name" label={t('fields.name')} rules={catalogRules.name}>
              <Input />
            </Form.Item>
            <Form.Item name="alias" label={t('fields.alias')} rules={catalogRules.alias}>
              <Input />
            </Form.Item>
            <Form.Item name="path" label={t('fields.path')} rules={catalogRules.path}>
              <Input />
            </Form.Item>
            <Form.Item name="catalogType" label={t('fields.catalogType')} rules={catalogRules.catalogType}>
              <Select options={(types.data ?? []).map((o) => ({ value: o.id, label: o.name }))} />
            </Form.Item>
            {catalogType === 'link' && (
              <Form.Item name="redirectUrl" label={t('fields.redirectUrl')} rules={[kitRules.maxLength(255)]}>
                <RedirectUrlInput />
              </Form.Item>
            )}
            <Form.Item name="description" label={t('fields.description')} rules={[kitRules.maxLength(255)]}>
              <Input.TextArea maxLength={250} rows={3} />
            </Form.Item>
            <Form.Item name="detailNameRule" label={t('fields.detailNameRule')}>
              <Select
                allowClear
                options={(pathRules.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
              />
            </Form.Item>
            <Form.Item name="staticFlag" label={t('fields.staticFlag')} {...yesNo}>
              <Switch />
            </Form.Item>
            <Form.Item name="tagIgnore" label={t('fields.tagIgnore')} {...yesNo}>
              <Switch />
            </Form.Item>
            <Form.Item name="logo" label={t('fields.logo')}>
              <ImageResourceInput
                src={logoSrc}
                height={150}
                onChange={(_path, src) => setPicked({ load: record.loadKey, src })}
              />
            </Form.Item>
          </Card>
          <Card size="small" title={t('cards.publishPipe')} style={{ marginTop: 12 }}>
            <PublishPipeFields
              catalogId={vo?.catalogId}
              pipes={vo?.publishPipeDatas ?? []}
              canApply={editable}
            />
          </Card>
          <Card size="small" title={t('cards.seo')} style={{ marginTop: 12 }}>
            <Form.Item name="seoTitle" label={t('fields.seoTitle')} rules={[kitRules.maxLength(200)]}>
              <Input />
            </Form.Item>
            <Form.Item name="seoKeywords" label={t('fields.seoKeywords')} rules={[kitRules.maxLength(400)]}>
              <Input />
            </Form.Item>
            <Form.Item
              name="seoDescription"
              label={t('fields.seoDescription')}
              rules={[kitRules.maxLength(1000)]}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          </Card>
          {vo && exModelId && (
            // Re-created per load: the form is reset when the catalog (re)loads, then refilled.
            <ExModelCard
              key={record.loadKey}
              title={t('cards.exModel')}
              modelId={exModelId}
              dataType="catalog"
              dataId={vo.catalogId}
              style={{ marginTop: 12 }}
            />
          )}
        </Form>
      </Spin>
    </Flex>
  );
}
