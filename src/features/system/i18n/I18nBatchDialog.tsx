import { Form, Input } from 'antd';

import type { I18nEntry } from '@/api/system/i18n';
import { DictTag } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { i18nDictI18n } from './i18n';
import type { I18nBatchForm } from './types';

type Controller = FormDialogController<I18nBatchForm, I18nEntry>;

/**
 * Every language of one key in one form (the Vue console's I18nFieldEditor): rows come from
 * `/langKey/{key}`, including languages without a stored entry, and go back together to `/batch`,
 * which creates the missing ones.
 */
export function I18nBatchDialog({ controller }: { controller: Controller }) {
  const t = i18nDictI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={560}
      title={() => t('batchTitle', { key: controller.record?.langKey })}
    >
      <Form.List name="items">
        {(fields) =>
          fields.map((field) => (
            <div key={field.key}>
              {/* Registered so the saved rows keep their id, tag and key. */}
              <Form.Item name={[field.name, 'dictId']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[field.name, 'langTag']} hidden>
                <Input />
              </Form.Item>
              <Form.Item name={[field.name, 'langKey']} hidden>
                <Input />
              </Form.Item>
              <Form.Item
                name={[field.name, 'langValue']}
                label={<LangLabel index={field.name} />}
                rules={[rules.required(t('langValue')), kitRules.maxLength(100)]}
              >
                <Input />
              </Form.Item>
            </div>
          ))
        }
      </Form.List>
    </FormDialog>
  );
}

function LangLabel({ index }: { index: number }) {
  const tag = Form.useWatch<string | undefined>(['items', index, 'langTag']);
  return tag ? <DictTag type="I18nDictType" value={tag} /> : null;
}
