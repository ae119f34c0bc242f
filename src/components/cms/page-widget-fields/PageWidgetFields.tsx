import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';

import { publishPipeApi, publishPipeKeys } from '@/api/cms/publishpipe';
import { TemplateSelect } from '@/components/cms/template-picker';
import { kitRules } from '@/components/form';
import { rules } from '@/lib/validators';

import { pageWidgetFieldsI18n } from './i18n';

const PATH = /^[A-Za-z0-9_/]+$/;

/** The current site's enabled publish pipes. */
export function usePublishPipeOptions() {
  const pipes = useQuery({
    queryKey: publishPipeKeys.extra('selectData'),
    queryFn: publishPipeApi.selectData,
  });
  return (pipes.data ?? []).map((p) => ({ value: p.pipeCode, label: p.pipeName }));
}

/**
 * The basic fields every page widget has (ad space, manual block), in the caller's antd Form: name,
 * code (letters, digits, underscore), publish pipe, path (letters, digits, underscore, slash), the
 * pipe's template (picked once a pipe is chosen), remark.
 */
export function PageWidgetFields() {
  const t = pageWidgetFieldsI18n.useT();
  const pipes = usePublishPipeOptions();
  return (
    <>
      <Form.Item name="name" label={t('name')} rules={[rules.required()]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={t('code')} rules={[rules.required(), rules.code()]}>
        <Input />
      </Form.Item>
      <Form.Item name="publishPipeCode" label={t('publishPipe')} rules={[rules.required()]}>
        <Select options={pipes} aria-label={t('publishPipe')} />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('path')}
        rules={[rules.required(), { pattern: PATH, message: t('pathRule') }]}
      >
        <Input />
      </Form.Item>
      <Form.Item noStyle dependencies={['publishPipeCode']}>
        {({ getFieldValue }) => (
          <Form.Item name="template" label={t('template')}>
            <TemplateSelect
              publishPipeCode={(getFieldValue('publishPipeCode') as string | undefined) ?? ''}
              disabled={!getFieldValue('publishPipeCode')}
            />
          </Form.Item>
        )}
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(100)]}>
        <Input.TextArea rows={3} maxLength={100} />
      </Form.Item>
    </>
  );
}
