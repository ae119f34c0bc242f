import { useQuery } from '@tanstack/react-query';
import { Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';

import type { XModel } from '@/api/cms/exmodel';
import { VALIDATION_TYPES, xModelApi, xModelKeys, type XModelField } from '@/api/cms/xmodel';
import { dictTypeApi, dictTypeKeys } from '@/api/system/dict';
import { hasOptions, useModelControls } from '@/components/cms/exmodel-editor';
import { DictSelect } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { exModelScreenI18n } from '../i18n';
import type { FieldForm } from './field-form';
import { optionLinesRule, regexRule } from './field-rules';

export interface FieldFormDialogProps {
  controller: FormDialogController<FieldForm, XModelField>;
  model: XModel;
}

/** Add/edit a model field: every control type of the server, column or field type, validations, options. */
export function FieldFormDialog({ controller, model }: FieldFormDialogProps) {
  const t = exModelScreenI18n.useT();
  const controls = useModelControls();
  const columns = useQuery({
    queryKey: xModelKeys.extra('tableFields', model.modelId),
    queryFn: () => xModelApi.tableFields(model.modelId),
    enabled: controller.open && !model.isDefaultTable,
    staleTime: 0,
  });
  const own = controller.record?.fieldName;
  const free = [...(own && !model.isDefaultTable ? [own] : []), ...(columns.data ?? [])];
  return (
    <FormDialog
      controller={controller}
      width={640}
      labelWidth={110}
      title={(mode) => t(mode === 'add' ? 'field.addTitle' : 'field.editTitle')}
    >
      <Form.Item name="name" label={t('field.name')} rules={[rules.required(), kitRules.maxLength(50)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        rules={[rules.required(), rules.code(), kitRules.maxLength(50)]}
      >
        <Input />
      </Form.Item>
      {model.isDefaultTable ? (
        <Form.Item name="fieldType" label={t('field.fieldType')} rules={[rules.required()]}>
          <DictSelect type="MetaFieldType" />
        </Form.Item>
      ) : (
        <Form.Item
          name="fieldName"
          label={t('field.fieldName')}
          rules={[rules.required()]}
          extra={columns.isSuccess && free.length === 0 ? t('field.noFreeColumn') : undefined}
        >
          <Select
            showSearch
            loading={columns.isLoading}
            options={free.map((c) => ({ value: c, label: c }))}
          />
        </Form.Item>
      )}
      <Form.Item name="controlType" label={t('field.controlType')} rules={[rules.required()]}>
        <Select
          showSearch
          optionFilterProp="label"
          loading={controls.isLoading}
          options={(controls.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item label={t('field.validations')}>
        <Form.Item name="kinds" noStyle>
          <Checkbox.Group
            options={VALIDATION_TYPES.map((type) => ({ value: type, label: t(`field.kinds.${type}`) }))}
          />
        </Form.Item>
        <div style={{ marginTop: 8 }}>
          <Form.Item name="useRegex" valuePropName="checked" noStyle>
            <Checkbox>{t('field.kinds.Regex')}</Checkbox>
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item noStyle dependencies={['useRegex']}>
        {({ getFieldValue }) =>
          getFieldValue('useRegex') ? (
            <Form.Item
              name="regex"
              label={t('field.regex')}
              rules={[{ required: true, message: t('field.regexRequired') }, regexRule(t)]}
            >
              <Input placeholder={t('field.regexPlaceholder')} />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="defaultValue" label={t('field.defaultValue')} rules={[kitRules.maxLength(100)]}>
        <Input />
      </Form.Item>
      <Form.Item noStyle dependencies={['controlType', 'optionsType']}>
        {({ getFieldValue }) =>
          hasOptions(getFieldValue('controlType')) ? (
            <>
              <Form.Item name="optionsType" label={t('field.options')}>
                <Radio.Group
                  options={[
                    { value: 'text', label: t('field.optionsText') },
                    { value: 'dict', label: t('field.optionsDict') },
                  ]}
                />
              </Form.Item>
              {getFieldValue('optionsType') === 'dict' ? (
                <Form.Item name="optionsDict" label={t('field.dictType')} rules={[rules.required()]}>
                  <DictTypeSelect />
                </Form.Item>
              ) : (
                <Form.Item
                  name="optionsText"
                  label=" "
                  colon={false}
                  extra={t('field.optionsHelp')}
                  rules={[{ required: true, message: t('field.optionsRequired') }, optionLinesRule(t)]}
                >
                  <Input.TextArea rows={4} aria-label={t('field.options')} placeholder={'1=A\n2=B'} />
                </Form.Item>
              )}
            </>
          ) : null
        }
      </Form.Item>
      <Form.Item name="sortFlag" label={t('field.sortFlag')} rules={[rules.required()]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
    </FormDialog>
  );
}

/** The dictionary types (`GET /system/dict/type/optionselect`) as a searchable select. */
function DictTypeSelect(props: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const types = useQuery({ queryKey: dictTypeKeys.extra('options'), queryFn: dictTypeApi.options });
  return (
    <Select
      {...props}
      showSearch
      optionFilterProp="label"
      loading={types.isLoading}
      options={(types.data ?? []).map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` }))}
    />
  );
}
