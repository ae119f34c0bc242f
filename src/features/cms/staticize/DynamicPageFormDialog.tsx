import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input } from 'antd';

import {
  type CmsDynamicPage,
  dynamicPageApi,
  type DynamicPageBody,
  dynamicPageKeys,
} from '@/api/cms/dynamic-page';
import { publishPipeApi, publishPipeKeys } from '@/api/cms/publishpipe';
import { TemplateSelect } from '@/components/cms/template-picker';
import { FormDialog, type FormDialogController, kitRules } from '@/components/form';
import { getCurrentSiteId } from '@/lib/auth/current-site';
import { rules } from '@/lib/validators';

import { staticizeI18n } from './i18n';

const PATH = /^\/?[A-Za-z0-9_\-/]+$/;

/**
 * Add/edit a custom dynamic page: name and code (≤ 30), request path (fixed once created), the init
 * data types the server offers, and one template per enabled publish pipe through the template picker.
 */
export function DynamicPageFormDialog({
  controller,
}: {
  controller: FormDialogController<DynamicPageBody, CmsDynamicPage>;
}) {
  const t = staticizeI18n.useT();
  const pipes = useQuery({
    queryKey: publishPipeKeys.extra('selectData', getCurrentSiteId() ?? ''),
    queryFn: publishPipeApi.selectData,
    enabled: controller.open,
  });
  const initTypes = useQuery({
    queryKey: dynamicPageKeys.extra('initDataTypes'),
    queryFn: dynamicPageApi.initDataTypes,
    enabled: controller.open,
  });
  const editing = controller.mode === 'edit';
  return (
    <FormDialog
      controller={controller}
      width={640}
      title={(mode) => t(mode === 'add' ? 'custom.addTitle' : 'custom.editTitle')}
    >
      <Form.Item
        name="name"
        label={t('custom.name')}
        rules={[rules.required(t('custom.name')), kitRules.maxLength(30)]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('custom.code')}
        rules={[rules.required(t('custom.code')), rules.code(), kitRules.maxLength(30)]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="path"
        label={t('custom.path')}
        rules={[rules.required(t('custom.path')), { pattern: PATH, message: t('custom.pathRule') }]}
      >
        <Input disabled={editing} />
      </Form.Item>
      <Form.Item name="initDataTypes" label={t('custom.initData')}>
        <Checkbox.Group options={(initTypes.data ?? []).map((d) => ({ value: d.type, label: d.name }))} />
      </Form.Item>
      {(pipes.data ?? []).map((pipe) => (
        <Form.Item key={pipe.pipeCode} name={['templates', pipe.pipeCode]} label={pipe.pipeName}>
          <TemplateSelect publishPipeCode={pipe.pipeCode} allowClear aria-label={pipe.pipeName} />
        </Form.Item>
      ))}
      <Form.Item name="description" label={t('description')} rules={[kitRules.maxLength(255)]}>
        <Input />
      </Form.Item>
      <Form.Item name="remark" label={t('custom.remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
