import {
  ApartmentOutlined,
  CloudUploadOutlined,
  DownloadOutlined,
  DownOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Dropdown, Form, Input, Spin, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { siteApi, siteKeys, type SiteDetail } from '@/api/cms/site';
import { AsyncTaskDialog } from '@/components/async-task';
import { Auth } from '@/components/auth';
import { ExModelCard } from '@/components/cms/exmodel-editor';
import { kitRules } from '@/components/form';
import { RecordPageBar, useRecordForm, type ServerFieldError } from '@/components/record-form';
import { rules } from '@/lib/validators';

import { siteI18n } from '../i18n';
import { openSitePreview } from '../site-events';
import { ThemeImportDialog } from '../ThemeImportDialog';
import { useSiteTasks } from '../use-site-tasks';
import { LogoInput } from './LogoInput';
import { PipePropsFields } from './PipePropsFields';
import { toSiteBody } from './site-form';
import type { TabProps } from './tab-props';

const PUBLISH_STATUSES = ['30', '20', '0', '60', '40'] as const;

/** The backend's EXISTS_SITE_PATH message (every language) is about the path. */
const PATH_ERRORS: ServerFieldError[] = [
  { name: 'path', match: /站点目录冲突|站點目錄衝突|Site directory conflict/ },
];

/** Basic information (`cms/contentcore/siteInfo`): the site record, per-pipe properties, SEO, site jobs. */
export function BasicTab({ siteId, onDirtyChange }: TabProps) {
  const t = siteI18n.useT();
  const [importing, setImporting] = useState(false);
  const tasks = useSiteTasks();
  const record = useRecordForm<SiteDetail, SiteDetail>({
    load: { queryKey: siteKeys.detail(siteId), queryFn: () => siteApi.get(siteId) },
    toBody: toSiteBody,
    save: siteApi.update,
    invalidate: siteKeys.all,
    successMessage: t('saveSuccess'),
    fieldErrors: PATH_ERRORS,
    // The editor page guards its tabs together.
    guard: false,
    onDirtyChange,
  });
  const site = record.record;
  const edit = { perm: `Site:Edit:${siteId}` };
  const run = (job: () => Promise<unknown>) => () => void job().catch(() => undefined);

  return (
    <Spin spinning={record.loading}>
      <RecordPageBar
        className="site-editor-bar"
        save={{ ...record.saveButtonProps, ...edit }}
        preview={{ onClick: () => openSitePreview(siteId) }}
        publish={{
          perm: `Site:Publish:${siteId}`,
          onClick: run(() => tasks.publishHome(siteId)),
          label: t('publishHome'),
        }}
      >
        <Auth perm={`Site:Publish:${siteId}`}>
          <Dropdown
            trigger={['click']}
            menu={{
              items: PUBLISH_STATUSES.map((status) => ({ key: status, label: t(`publishStatus.${status}`) })),
              onClick: ({ key }) => void tasks.publishContents(siteId, key).catch(() => undefined),
            }}
          >
            <Button icon={<CloudUploadOutlined />}>
              {t('publishAll')} <DownOutlined />
            </Button>
          </Dropdown>
        </Auth>
        <Auth {...edit}>
          <Button icon={<ApartmentOutlined />} onClick={run(() => tasks.sitemap(siteId))}>
            {t('sitemap')}
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('importTheme')}
          </Button>
          <Button icon={<DownloadOutlined />} onClick={run(() => tasks.exportTheme(siteId))}>
            {t('exportTheme')}
          </Button>
        </Auth>
      </RecordPageBar>
      {site && (
        <Form<SiteDetail> {...record.formProps} layout="horizontal" labelCol={{ flex: '160px' }}>
          <Card size="small" title={t('basicCard')} style={{ marginBottom: 12 }}>
            <Form.Item label={t('siteIdLabel')}>
              <Typography.Text>{site.siteId}</Typography.Text>
            </Form.Item>
            <Form.Item name="name" label={t('name')} rules={[rules.required()]}>
              <Input />
            </Form.Item>
            <Form.Item
              name="path"
              label={t('path')}
              rules={[rules.required(), { pattern: /^[A-Za-z0-9_]+$/ }]}
            >
              <Input disabled />
            </Form.Item>
            <Form.Item name="resourceUrl" label={t('resourceUrl')}>
              <Input placeholder="http(s)://" />
            </Form.Item>
            <Form.Item name="logo" label={t('logo')}>
              <LogoInput />
            </Form.Item>
            <Form.Item name="description" label={t('description')} rules={[kitRules.maxLength(300)]}>
              <Input.TextArea rows={5} maxLength={300} />
            </Form.Item>
          </Card>
          <Card size="small" title={t('pipeCard')} style={{ marginBottom: 12 }}>
            {site.publishPipeDatas.length === 0 ? (
              <Alert
                type="info"
                title={
                  <>
                    {t('noPipe')} <Link to="/configs/publishpipe">{t('goAddPipe')}</Link>
                  </>
                }
              />
            ) : (
              <Tabs
                items={site.publishPipeDatas.map((pp, index) => ({
                  key: pp.pipeCode,
                  label: pp.pipeName,
                  forceRender: true,
                  children: <PipePropsFields index={index} pipeCode={pp.pipeCode} siteId={siteId} />,
                }))}
              />
            )}
          </Card>
          <Card size="small" title={t('seoCard')}>
            <Form.Item name="seoTitle" label={t('seoTitle')}>
              <Input />
            </Form.Item>
            <Form.Item name="seoKeywords" label={t('seoKeywords')}>
              <Input />
            </Form.Item>
            <Form.Item name="seoDescription" label={t('seoDescription')} rules={[kitRules.maxLength(100)]}>
              <Input.TextArea rows={3} maxLength={100} />
            </Form.Item>
          </Card>
          {site.configProps?.SiteExtendModel && (
            // Its values live under `params`, which the save sends with the whole form.
            <ExModelCard
              modelId={site.configProps.SiteExtendModel}
              dataType="site"
              dataId={site.siteId}
              style={{ marginTop: 12 }}
            />
          )}
        </Form>
      )}
      <ThemeImportDialog
        open={importing}
        siteId={siteId}
        onClose={() => setImporting(false)}
        onStarted={tasks.followImport}
      />
      {tasks.dialogs.map((d, i) => (
        <AsyncTaskDialog key={i} {...d.props} />
      ))}
    </Spin>
  );
}
