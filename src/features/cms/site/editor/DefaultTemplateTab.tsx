import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Form, Space, Spin, Tabs } from 'antd';
import { useState } from 'react';

import { coreApi, coreKeys } from '@/api/cms/core';
import { siteApi, siteKeys, type SiteDefaultTemplates } from '@/api/cms/site';
import { CatalogPickerDialog, type CatalogTreeNode } from '@/components/cms/catalog-tree';
import { useContentTypes } from '@/components/cms/content-types';
import { TemplateSelect } from '@/components/cms/template-picker';
import { RecordPageBar, useRecordForm } from '@/components/record-form';
import { feedback } from '@/lib/feedback';

import { siteI18n } from '../i18n';
import type { TabProps } from './tab-props';

interface TemplateRow {
  key: string;
  label: string;
  /** Static-page templates can be pushed to catalogs; dynamic-page ones cannot. */
  applicable: boolean;
}

/**
 * Default templates (`cms/contentcore/siteDefaultTemplate`): per publish pipe the catalog list, one
 * detail template per content type, the custom form and every dynamic page type; static ones can be
 * applied to chosen catalogs.
 */
export default function DefaultTemplateTab({ siteId, onDirtyChange }: TabProps) {
  const t = siteI18n.useT();
  const [active, setActive] = useState<string>();
  const [applyKey, setApplyKey] = useState<string>();
  const record = useRecordForm<SiteDefaultTemplates, SiteDefaultTemplates>({
    load: {
      queryKey: siteKeys.defaultTemplates(siteId),
      queryFn: () => siteApi.getDefaultTemplates(siteId),
    },
    // SiteDefaultTemplateDTO: the pipes' templates; toCatalogIds belongs to the apply call.
    toBody: ({ publishPipeProps }) => ({ siteId, publishPipeProps }),
    save: siteApi.saveDefaultTemplates,
    invalidate: siteKeys.defaultTemplates(siteId),
    successMessage: t('saveSuccess'),
    // The editor page guards its tabs together.
    guard: false,
    onDirtyChange,
  });
  const contentTypes = useContentTypes();
  const dynamicTypes = useQuery({
    queryKey: coreKeys.extra('dynamicPageTypes'),
    queryFn: coreApi.dynamicPageTypes,
  });
  const pipes = record.record?.publishPipeProps ?? [];
  const activePipe = active ?? pipes[0]?.pipeCode;

  const staticRows: TemplateRow[] = [
    { key: 'defaultListTemplate', label: t('tpl.defaultListTemplate'), applicable: true },
    ...contentTypes.types.map((ct) => ({
      key: `defaultDetailTemplate_${ct.id}`,
      label: t('tpl.detailTemplate', { name: ct.name }),
      applicable: true,
    })),
    { key: 'defaultCustomFormTemplate', label: t('tpl.defaultCustomFormTemplate'), applicable: true },
  ];
  const dynamicRows: TemplateRow[] = (dynamicTypes.data ?? []).map((d) => ({
    key: d.publishPipeKey,
    label: d.name,
    applicable: false,
  }));

  const apply = async (nodes: CatalogTreeNode[]) => {
    if (!applyKey || !activePipe) return;
    // V1.5.5 sends the key with an empty value: the server applies the site's stored default.
    const reply = await siteApi.applyDefaultTemplate({
      siteId,
      toCatalogIds: nodes.map((n) => n.id),
      publishPipeProps: [{ pipeCode: activePipe, props: { [applyKey]: '' } }],
    });
    feedback.success(reply.msg || t('saveSuccess'));
    setApplyKey(undefined);
  };

  const rows = (index: number, pipeCode: string, list: TemplateRow[]) =>
    list.map((row) => (
      <Form.Item key={row.key} label={row.label}>
        <Space.Compact style={{ width: '100%', maxWidth: 640 }}>
          <Form.Item name={['publishPipeProps', index, 'props', row.key]} noStyle>
            <TemplateSelect publishPipeCode={pipeCode} siteId={siteId} aria-label={row.label} />
          </Form.Item>
          {row.applicable && (
            <Button onClick={() => setApplyKey(row.key)} aria-label={`${t('tpl.apply')} ${row.label}`}>
              {t('tpl.apply')}
            </Button>
          )}
        </Space.Compact>
      </Form.Item>
    ));

  return (
    <Spin spinning={record.loading}>
      <RecordPageBar save={{ ...record.saveButtonProps, perm: `Site:Edit:${siteId}` }} />
      {record.record && (
        <Form {...record.formProps} labelCol={{ flex: '220px' }} style={{ marginTop: 12 }}>
          <Card size="small" title={t('tpl.card')}>
            <Tabs
              activeKey={activePipe}
              onChange={setActive}
              items={pipes.map((pp, index) => ({
                key: pp.pipeCode,
                label: pp.pipeName,
                forceRender: true,
                children: (
                  <>
                    <Divider titlePlacement="start">{t('tpl.staticDivider')}</Divider>
                    {rows(index, pp.pipeCode, staticRows)}
                    <Divider titlePlacement="start">{t('tpl.dynamicDivider')}</Divider>
                    {rows(index, pp.pipeCode, dynamicRows)}
                  </>
                ),
              }))}
            />
          </Card>
        </Form>
      )}
      <CatalogPickerDialog
        open={applyKey !== undefined}
        multiple
        onOk={apply}
        onCancel={() => setApplyKey(undefined)}
      />
    </Spin>
  );
}
