import { Form, Input, InputNumber, Radio } from 'antd';

import { FilePickerInput } from '@/components/cms/file-picker';
import { TemplateSelect } from '@/components/cms/template-picker';
import { DictSelect } from '@/components/dict';

import { siteI18n } from '../i18n';
import { YesNoSwitch } from './YesNoSwitch';

interface PipePropsFieldsProps {
  /** Index of the pipe in `publishPipeDatas`. */
  index: number;
  pipeCode: string;
  siteId: string;
}

/** The per-publish-pipe properties of a site (`publishPipeDatas[i].props.*`). */
export function PipePropsFields({ index, pipeCode, siteId }: PipePropsFieldsProps) {
  const t = siteI18n.useT();
  const name = (key: string) => ['publishPipeDatas', index, 'props', key];
  const form = Form.useFormInstance();
  const sitemap = Form.useWatch(name('enableSitemap'), form) as string | undefined;
  const prefixMode = Form.useWatch(name('PrefixMode'), form) as string | undefined;
  const sitePath = Form.useWatch('path', form) as string | undefined;
  return (
    <>
      <Form.Item name={name('url')} label={t('url')}>
        <Input placeholder="http(s)://www.test.com/" />
      </Form.Item>
      <Form.Item name={name('staticSuffix')} label={t('staticSuffix')}>
        <DictSelect type="CMSStaticSuffix" aria-label={t('staticSuffix')} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name={name('indexTemplate')} label={t('indexTemplate')}>
        <TemplateSelect publishPipeCode={pipeCode} siteId={siteId} aria-label={t('indexTemplate')} />
      </Form.Item>
      <Form.Item name={name('enableSitemap')} label={t('enableSitemap')}>
        <YesNoSwitch aria-label={t('enableSitemap')} />
      </Form.Item>
      {sitemap === 'Y' && (
        <>
          <Form.Item name={name('sitemapPageType')} label={t('sitemapPageType')}>
            <DictSelect type="CMSSitemapPageType" aria-label={t('sitemapPageType')} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item name={name('sitemapUrlLimit')} label={t('sitemapUrlLimit')}>
            <InputNumber min={1} max={50000} precision={0} />
          </Form.Item>
        </>
      )}
      <Form.Item name={name('ueditorCss')} label={t('editorCss')}>
        <FilePickerInput
          accept={['css']}
          // The pipe's static directory, as the Vue site editor opened it.
          startPath={sitePath ? `${sitePath}_${pipeCode}/` : undefined}
          pipeCode={pipeCode}
          aria-label={t('editorCss')}
        />
      </Form.Item>
      <Form.Item name={name('PrefixMode')} label={t('prefixMode')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'absolute', label: t('prefixAbsolute') },
            { value: 'relative', label: t('prefixRelative') },
          ]}
        />
      </Form.Item>
      {prefixMode === 'relative' && (
        <Form.Item name={name('RelativePrefix')} label={t('relativePrefix')}>
          <Input />
        </Form.Item>
      )}
      <Form.Item name={name('errPageLink')} label={t('errPageLink')}>
        <Input placeholder="/err.html" />
      </Form.Item>
    </>
  );
}
