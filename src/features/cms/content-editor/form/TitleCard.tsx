import { DownOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Form, Input, Space } from 'antd';
import { useState } from 'react';

import { InternalLinkInput } from '@/components/cms/internal-link-picker';

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
        <Form.Item
          name="redirectUrl"
          label={t('fields.redirectUrl')}
          required
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
          <InternalLinkInput
            placeholder="http(s)://"
            aria-label={t('fields.redirectUrl')}
            pickLabel={
              <>
                <LinkOutlined /> {t('fields.internalUrl')}
              </>
            }
            disableLink
            holdsLink
            excludeContentIds={[vo.contentId]}
            onPick={(pick) => {
              // A link content without a title of its own is named after what it links to.
              if (pick.kind === 'content' && !form.getFieldValue('title')) {
                form.setFieldValue('title', pick.content.title);
                changed();
              }
            }}
          />
        </Form.Item>
      )}
    </Card>
  );
}
