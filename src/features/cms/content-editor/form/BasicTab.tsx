import { SearchOutlined } from '@ant-design/icons';
import { Button, Checkbox, Form, Input, Select, Space, Switch } from 'antd';
import { useState } from 'react';

import { CatalogPickerDialog, type CatalogTreeNode } from '@/components/cms/catalog-tree';
import { ImageResourceInput } from '@/components/cms/resource-picker';
import { TagInput } from '@/components/cms/tag-picker';
import { TemplateSelect } from '@/components/cms/template-picker';
import { useDict } from '@/components/dict';

import { editorI18n } from '../i18n';
import type { PublishPipeProp } from '../types';
import { useFormChanged } from './change-context';
import { DateStringPicker } from './DateStringPicker';

const yesNo = {
  getValueProps: (v: unknown) => ({ checked: v === 'Y' }),
  normalize: (checked: boolean) => (checked ? 'Y' : 'N'),
};

/** Cover images (up to 6): one ImageResourceInput per slot, paths in `images`, display URLs in `imagesSrc`. */
function CoverImages() {
  const form = Form.useFormInstance();
  const changed = useFormChanged();
  const images = (Form.useWatch('images', { form, preserve: true }) as string[] | undefined) ?? [];
  const srcs = (Form.useWatch('imagesSrc', { form, preserve: true }) as string[] | undefined) ?? [];
  const setAt = (index: number, path: string | undefined, src?: string) => {
    const nextImages = [...images];
    const nextSrcs = [...srcs];
    if (path) {
      nextImages[index] = path;
      nextSrcs[index] = src ?? path;
    } else {
      nextImages.splice(index, 1);
      nextSrcs.splice(index, 1);
    }
    form.setFieldsValue({ images: nextImages, imagesSrc: nextSrcs });
    changed();
  };
  const slots = images.length < 6 ? images.length + 1 : 6;
  return (
    <Space wrap>
      {Array.from({ length: slots }, (_x, i) => (
        <ImageResourceInput
          key={`${i}-${images[i] ?? 'new'}`}
          value={images[i]}
          src={srcs[i]}
          width={120}
          height={90}
          onChange={(path, src) => setAt(i, path, src)}
        />
      ))}
    </Space>
  );
}

/** Per-pipe detail templates, shown when "Template" is on; switching it off clears them. */
function PipeTemplates({
  pipes,
  prop,
}: {
  pipes: PublishPipeProp[];
  prop: 'template' | 'contentExTemplate';
}) {
  return (
    <>
      {pipes.map((pipe, index) => (
        <Form.Item
          key={pipe.pipeCode}
          name={['publishPipeProps', index, 'props', prop]}
          label={pipe.pipeName}
        >
          <TemplateSelect publishPipeCode={pipe.pipeCode} allowClear />
        </Form.Item>
      ))}
    </>
  );
}

export function BasicTab({
  pipes,
  onCatalogPicked,
}: {
  pipes: PublishPipeProp[];
  onCatalogPicked: (node: CatalogTreeNode) => void;
}) {
  const t = editorI18n.useT();
  const form = Form.useFormInstance();
  const changed = useFormChanged();
  const attributes = useDict('CMSContentAttribute');
  // catalogName has no field of its own: watch the stored value (preserve), not only registered fields.
  const catalogName = Form.useWatch('catalogName', { form, preserve: true }) as string | undefined;
  const [pickCatalog, setPickCatalog] = useState(false);
  const [templateOn, setTemplateOn] = useState(() => pipes.some((p) => !!p.props.template));
  return (
    <>
      <Form.Item label={t('fields.catalog')}>
        <Space.Compact style={{ width: '100%' }}>
          <Input value={catalogName} disabled aria-label={t('fields.catalog')} />
          <Button
            icon={<SearchOutlined />}
            aria-label={t('fields.selectCatalog')}
            onClick={() => setPickCatalog(true)}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('fields.cover')}>
        <CoverImages />
      </Form.Item>
      <Form.Item name="author" label={t('fields.author')}>
        <Input />
      </Form.Item>
      <Form.Item name="editor" label={t('fields.editor')}>
        <Input />
      </Form.Item>
      <Form.Item name="original" label={t('fields.original')} {...yesNo}>
        <Switch />
      </Form.Item>
      <Form.Item name="attributes" label={t('fields.attributes')}>
        <Checkbox.Group options={attributes.options.map((o) => ({ label: o.label, value: o.value }))} />
      </Form.Item>
      <Form.Item name="summary" label={t('fields.summary')}>
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 6 }} maxLength={500} showCount />
      </Form.Item>
      <Form.Item name="tags" label={t('fields.tags')}>
        <TagInput />
      </Form.Item>
      <Form.Item name="keywords" label={t('fields.keywords')}>
        <Select mode="tags" open={false} suffixIcon={null} placeholder={t('fields.keywordsPlaceholder')} />
      </Form.Item>
      <Form.Item name="source" label={t('fields.source')}>
        <Input />
      </Form.Item>
      <Form.Item
        name="sourceUrl"
        label={t('fields.sourceUrl')}
        rules={[{ pattern: /^https?:\/\//, message: t('fields.urlPattern') }]}
      >
        <Input placeholder="http(s)://" />
      </Form.Item>
      <Form.Item name="publishDate" label={t('fields.publishDate')}>
        <DateStringPicker />
      </Form.Item>
      <Form.Item name="offlineDate" label={t('fields.offlineDate')}>
        <DateStringPicker />
      </Form.Item>
      <Form.Item name="staticPath" label={t('fields.staticPath')}>
        <Input />
      </Form.Item>
      <Form.Item label={t('fields.template')}>
        <Switch
          checked={templateOn}
          aria-label={t('fields.template')}
          onChange={(on) => {
            setTemplateOn(on);
            if (!on) {
              pipes.forEach((_p, i) => form.setFieldValue(['publishPipeProps', i, 'props', 'template'], ''));
              changed();
            }
          }}
        />
      </Form.Item>
      {templateOn && <PipeTemplates pipes={pipes} prop="template" />}
      <CatalogPickerDialog
        open={pickCatalog}
        disableLink
        onOk={(nodes) => {
          setPickCatalog(false);
          if (nodes[0]) onCatalogPicked(nodes[0]);
        }}
        onCancel={() => setPickCatalog(false)}
      />
    </>
  );
}

export function ExtendTab({ pipes }: { pipes: PublishPipeProp[] }) {
  const t = editorI18n.useT();
  return (
    <>
      <Form.Item name="seoTitle" label={t('fields.seoTitle')}>
        <Input />
      </Form.Item>
      <Form.Item name="seoKeywords" label={t('fields.seoKeywords')}>
        <Input />
      </Form.Item>
      <Form.Item name="seoDescription" label={t('fields.seoDescription')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item label={t('fields.exTemplate')} style={{ marginBottom: 8 }} />
      <PipeTemplates pipes={pipes} prop="contentExTemplate" />
    </>
  );
}
