import { Form, Input, InputNumber, Select } from 'antd';

import type { DictDataBody, SysDictData } from '@/api/system/dict';
import { DictTagView } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { dictI18n } from './i18n';
import { LIST_CLASSES } from './types';

/** Add/edit a dictionary entry; the list style select previews each tag style. */
export function DictDataFormDialog({
  controller,
}: {
  controller: FormDialogController<DictDataBody, SysDictData>;
}) {
  const t = dictI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={560}
      title={(mode) => t(mode === 'add' ? 'data.addTitle' : 'data.editTitle')}
    >
      <Form.Item name="dictType" label={t('dictType')}>
        <Input disabled />
      </Form.Item>
      <Form.Item
        name="dictLabel"
        label={t('data.dictLabel')}
        rules={[rules.required(), kitRules.maxLength(100)]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="dictValue"
        label={t('data.dictValue')}
        rules={[rules.required(), kitRules.maxLength(100)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="cssClass" label={t('data.cssClass')} rules={[kitRules.maxLength(100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="dictSort" label={t('data.dictSort')} rules={[rules.required(), kitRules.min(0)]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="listClass" label={t('data.listClass')}>
        <Select
          options={LIST_CLASSES.map((value) => ({
            value,
            label: (
              <DictTagView
                options={[
                  {
                    label: `${t(`listClass.${value}`)}(${value})`,
                    value,
                    listClass: value,
                    isDefault: false,
                  },
                ]}
                value={value}
              />
            ),
          }))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
