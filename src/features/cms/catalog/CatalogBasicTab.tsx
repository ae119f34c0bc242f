import { DownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Dropdown, Flex, Form, Input, Select, Space, Spin, Switch, Typography } from 'antd';
import { useEffect, useState } from 'react';

import { CatalogPickerDialog, catalogTreeKeys } from '@/components/cms/catalog-tree';
import { ContentPickerDialog } from '@/components/cms/content-picker';
import { ExModelCard } from '@/components/cms/exmodel-editor';
import { ImageResourceInput } from '@/components/cms/resource-picker';
import { kitRules } from '@/components/form';
import { feedback } from '@/lib/feedback';

import { catalogApi } from './api';
import { CatalogToolbar } from './CatalogToolbar';
import { catalogI18n } from './i18n';
import { PublishPipeFields } from './PublishPipeFields';
import { catalogKeys, useCatalogDetail, useCatalogTypes, usePathRules } from './queries';
import { catalogRules } from './rules';
import type { CatalogUpdateBody, CatalogVO } from './types';
import { useCatalogAccess } from './use-catalog-access';
import type { CatalogOperations } from './use-catalog-operations';

export interface BasicForm {
  name: string;
  alias: string;
  path: string;
  catalogType: string;
  redirectUrl?: string;
  description?: string;
  detailNameRule?: string;
  staticFlag: string;
  tagIgnore?: string;
  logo?: string;
  seoTitle?: string;
  seoKeywords?: string;
  seoDescription?: string;
  pipes: Record<string, Record<string, unknown>>;
  /** Ex-model values (fieldName -> value) when the catalog has a CatalogExtendModel. */
  params?: Record<string, unknown>;
}

const yesNo = {
  valuePropName: 'checked',
  getValueProps: (v: unknown) => ({ checked: v === 'Y' }),
  normalize: (checked: boolean) => (checked ? 'Y' : 'N'),
};

function toForm(vo: CatalogVO): BasicForm {
  return {
    name: vo.name,
    alias: vo.alias,
    path: vo.path,
    catalogType: vo.catalogType,
    redirectUrl: vo.redirectUrl,
    description: vo.description,
    detailNameRule: vo.detailNameRule,
    staticFlag: vo.staticFlag ?? 'Y',
    tagIgnore: vo.tagIgnore ?? 'N',
    logo: vo.logo,
    seoTitle: vo.seoTitle,
    seoKeywords: vo.seoKeywords,
    seoDescription: vo.seoDescription,
    pipes: Object.fromEntries(vo.publishPipeDatas.map((p) => [p.pipeCode, { ...p.props }])),
  };
}

/** CatalogUpdateDTO from the loaded catalog and the form. */
export function toUpdateBody(vo: CatalogVO, v: BasicForm): CatalogUpdateBody {
  return {
    catalogId: vo.catalogId,
    name: v.name,
    alias: v.alias,
    path: v.path,
    catalogType: v.catalogType,
    logo: v.logo,
    description: v.description,
    staticFlag: v.staticFlag,
    tagIgnore: v.tagIgnore,
    redirectUrl: v.redirectUrl,
    detailNameRule: v.detailNameRule,
    seoTitle: v.seoTitle,
    seoKeywords: v.seoKeywords,
    seoDescription: v.seoDescription,
    publishPipeDatas: vo.publishPipeDatas.map((p) => ({
      pipeCode: p.pipeCode,
      pipeName: p.pipeName,
      props: { ...p.props, ...(v.pipes?.[p.pipeCode] ?? {}) },
    })),
    ...(v.params ? { params: v.params } : {}),
  };
}

/** Redirect URL of a link catalog, with "internal link" pickers (a content or another catalog). */
function RedirectUrlInput(props: { id?: string; value?: string; onChange?: (v: string) => void }) {
  const t = catalogI18n.useT();
  const [picking, setPicking] = useState<'content' | 'catalog'>();
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={props.id}
        value={props.value}
        onChange={(e) => props.onChange?.(e.target.value)}
        placeholder="http(s)://"
      />
      <Dropdown
        menu={{
          items: [
            { key: 'content', label: t('selectContent') },
            { key: 'catalog', label: t('selectCatalog') },
          ],
          onClick: ({ key }) => setPicking(key as 'content' | 'catalog'),
        }}
      >
        <Button>
          {t('internalUrl')} <DownOutlined />
        </Button>
      </Dropdown>
      <ContentPickerDialog
        open={picking === 'content'}
        onOk={(rows) => {
          const url = rows[0]?.internalUrl;
          if (url) props.onChange?.(url);
          setPicking(undefined);
        }}
        onCancel={() => setPicking(undefined)}
      />
      <CatalogPickerDialog
        open={picking === 'catalog'}
        disableLink
        onOk={(nodes) => {
          const url = nodes[0]?.props?.internalUrl;
          if (typeof url === 'string') props.onChange?.(url);
          setPicking(undefined);
        }}
        onCancel={() => setPicking(undefined)}
      />
    </Space.Compact>
  );
}

export interface CatalogBasicTabProps {
  catalogId?: string;
  ops: CatalogOperations;
  onPreview: (catalogId: string) => void;
}

/** "Basic Information": the catalog form (basic, publish pipes, SEO) and its toolbar. */
export function CatalogBasicTab({ catalogId, ops, onPreview }: CatalogBasicTabProps) {
  const t = catalogI18n.useT();
  const queryClient = useQueryClient();
  const can = useCatalogAccess();
  const detail = useCatalogDetail(catalogId);
  const types = useCatalogTypes();
  const pathRules = usePathRules();
  const [form] = Form.useForm<BasicForm>();
  const [saving, setSaving] = useState(false);
  const [logoSrc, setLogoSrc] = useState<string>();
  const catalogType = Form.useWatch('catalogType', form);
  const vo = catalogId ? detail.data : undefined;

  useEffect(() => {
    if (!vo) {
      form.resetFields();
      setLogoSrc(undefined);
      return;
    }
    form.resetFields();
    form.setFieldsValue(toForm(vo));
    setLogoSrc(vo.logoSrc);
  }, [vo, form]);

  async function save() {
    if (!vo) return;
    let values: BasicForm;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await catalogApi.update(toUpdateBody(vo, { ...form.getFieldsValue(true), ...values } as BasicForm));
      feedback.success(t('saveSuccess'));
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.detail(vo.catalogId) }),
        queryClient.invalidateQueries({ queryKey: catalogTreeKeys.all }),
      ]);
    } catch {
      // Shown by the HTTP layer; the input stays.
    } finally {
      setSaving(false);
    }
  }

  const editable = vo !== undefined && can('Edit', vo.catalogId);
  const exModelId = vo?.configProps?.CatalogExtendModel;
  return (
    <Flex vertical gap={12}>
      <CatalogToolbar
        catalog={vo}
        saving={saving}
        onSave={() => void save()}
        onPreview={() => vo && onPreview(vo.catalogId)}
        ops={ops}
      />
      <Spin spinning={catalogId !== undefined && detail.isFetching}>
        <Form<BasicForm>
          form={form}
          name="catalogBasic"
          disabled={!vo}
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
              <ImageResourceInput src={logoSrc} height={150} onChange={(_path, src) => setLogoSrc(src)} />
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
              key={detail.dataUpdatedAt}
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
