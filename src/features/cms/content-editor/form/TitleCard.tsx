import { DownOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Dropdown, Form, Input, Space } from 'antd';
import { useState } from 'react';

import { CatalogPickerDialog } from '@/components/cms/catalog-tree';
import { ContentPickerDialog, type PickedContent } from '@/components/cms/content-picker';

import { editorI18n } from '../i18n';
import type { ContentVO } from '../types';
import { useFormChanged } from './change-context';

const URL_RULE = /^https?:\/\//;

/**
 * Title, short/sub titles (custom labels from the catalog; shown when configured or filled) and the
 * link flag with its redirect URL (typed, or an internal content/catalog link).
 */
export function TitleCard({ vo }: { vo: ContentVO }) {
  const t = editorI18n.useT();
  const form = Form.useFormInstance();
  const changed = useFormChanged();
  const linkFlag = Form.useWatch('linkFlag', form) as string | undefined;
  const [showTitles, setShowTitles] = useState(vo.showSubTitle === 'Y' || !!vo.shortTitle || !!vo.subTitle);
  const [picker, setPicker] = useState<'content' | 'catalog' | null>(null);
  const pickContent = (rows: PickedContent[]) => {
    setPicker(null);
    const row = rows[0];
    if (!row) return;
    form.setFieldValue('redirectUrl', row.internalUrl ?? row.link ?? '');
    if (!form.getFieldValue('title')) form.setFieldValue('title', row.title);
    changed();
  };
  return (
    <Card size="small">
      <Form.Item label={t('fields.title')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="title"
            noStyle
            rules={[{ required: true, whitespace: true, message: t('fields.titleRequired') }]}
          >
            <Input maxLength={360} showCount aria-label={t('fields.title')} />
          </Form.Item>
          <Button
            icon={<DownOutlined rotate={showTitles ? 180 : 0} />}
            aria-label={t('fields.toggleTitles')}
            aria-expanded={showTitles}
            onClick={() => setShowTitles((v) => !v)}
          />
        </Space.Compact>
      </Form.Item>
      {showTitles && (
        <>
          <Form.Item name="shortTitle" label={vo.shortTitleLabel || t('fields.shortTitle')}>
            <Input maxLength={120} showCount />
          </Form.Item>
          <Form.Item name="subTitle" label={vo.subTitleLabel || t('fields.subTitle')}>
            <Input maxLength={120} showCount />
          </Form.Item>
        </>
      )}
      <Form.Item
        name="linkFlag"
        label={t('fields.linkFlag')}
        valuePropName="checked"
        getValueProps={(v: unknown) => ({ checked: v === 'Y' })}
        normalize={(checked: boolean) => (checked ? 'Y' : 'N')}
      >
        <Checkbox />
      </Form.Item>
      {linkFlag === 'Y' && (
        <Form.Item label={t('fields.redirectUrl')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item
              name="redirectUrl"
              noStyle
              rules={[
                { required: true, message: t('fields.urlPattern') },
                {
                  validator: (_r, v: string | undefined) =>
                    !v || URL_RULE.test(v) || v.startsWith('iurl://')
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('fields.urlPattern'))),
                },
              ]}
            >
              <Input placeholder="http(s)://" aria-label={t('fields.redirectUrl')} />
            </Form.Item>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  { key: 'content', label: t('fields.selectContent') },
                  { key: 'catalog', label: t('fields.selectCatalog') },
                ],
                onClick: ({ key }) => setPicker(key as 'content' | 'catalog'),
              }}
            >
              <Button icon={<LinkOutlined />}>{t('fields.internalUrl')}</Button>
            </Dropdown>
          </Space.Compact>
        </Form.Item>
      )}
      <ContentPickerDialog
        open={picker === 'content'}
        excludeIds={[vo.contentId]}
        onOk={pickContent}
        onCancel={() => setPicker(null)}
      />
      <CatalogPickerDialog
        open={picker === 'catalog'}
        disableLink
        onOk={(nodes) => {
          setPicker(null);
          const url = nodes[0]?.props?.internalUrl;
          if (typeof url === 'string') form.setFieldValue('redirectUrl', url);
          changed();
        }}
        onCancel={() => setPicker(null)}
      />
    </Card>
  );
}
