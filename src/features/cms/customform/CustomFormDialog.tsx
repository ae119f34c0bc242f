import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Switch } from 'antd';

import { customFormApi, customFormKeys, type CmsCustomForm } from '@/api/cms/customform';
import { useModelTables } from '@/components/cms/exmodel-editor';
import { TemplateSelect } from '@/components/cms/template-picker';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import type { CustomFormForm } from './form';
import { customFormI18n } from './i18n';

const yesNo = {
  valuePropName: 'checked',
  getValueProps: (value: unknown) => ({ checked: value === 'Y' }),
  normalize: (checked: boolean) => (checked ? 'Y' : 'N'),
};

/** Add/edit a custom form: the data table when adding, the templates per publish pipe when editing. */
export function CustomFormDialog({
  controller,
}: {
  controller: FormDialogController<CustomFormForm, CmsCustomForm>;
}) {
  const t = customFormI18n.useT();
  const tables = useModelTables('CmsCustomForm', controller.open && controller.mode === 'add');
  const limitRules = useQuery({
    queryKey: customFormKeys.extra('limitRules'),
    queryFn: customFormApi.limitRules,
    enabled: controller.open,
  });
  return (
    <FormDialog
      controller={controller}
      labelWidth={130}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      {(mode) => (
        <>
          <Form.Item name="name" label={t('name')} rules={[rules.required(), kitRules.maxLength(100)]}>
            <Input />
          </Form.Item>
          <Form.Item
            name="code"
            label={t('code')}
            rules={[rules.required(), rules.code(), kitRules.maxLength(50)]}
          >
            <Input />
          </Form.Item>
          {mode === 'add' && (
            <Form.Item
              name="tableName"
              label={t('tableName')}
              rules={[rules.required(), kitRules.maxLength(100)]}
            >
              <Select
                showSearch
                loading={tables.isLoading}
                options={(tables.data ?? []).map((name) => ({ value: name, label: name }))}
              />
            </Form.Item>
          )}
          <Form.Item name="needCaptcha" label={t('needCaptcha')} {...yesNo}>
            <Switch />
          </Form.Item>
          <Form.Item name="needLogin" label={t('needLogin')} {...yesNo}>
            <Switch />
          </Form.Item>
          <Form.Item name="ruleLimit" label={t('ruleLimit')} rules={[rules.required()]}>
            <Select loading={limitRules.isLoading} options={limitRules.data ?? []} />
          </Form.Item>
          {mode === 'edit' && (
            <Form.List name="templates">
              {(items) =>
                items.map((item) => (
                  <Form.Item noStyle key={item.key} dependencies={[['templates', item.name, 'code']]}>
                    {({ getFieldValue }) => {
                      const pipe = getFieldValue(['templates', item.name]) as { code: string; name?: string };
                      return (
                        <>
                          {/* Registered so the save sends each entry whole ({code, name, template}). */}
                          <Form.Item name={[item.name, 'code']} hidden>
                            <Input />
                          </Form.Item>
                          <Form.Item name={[item.name, 'name']} hidden>
                            <Input />
                          </Form.Item>
                          <Form.Item
                            name={[item.name, 'template']}
                            label={`${t('templates')}: ${pipe.name ?? pipe.code}`}
                          >
                            <TemplateSelect publishPipeCode={pipe.code} allowClear />
                          </Form.Item>
                        </>
                      );
                    }}
                  </Form.Item>
                ))
              }
            </Form.List>
          )}
          <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
