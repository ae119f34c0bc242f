import { Form, Input, InputNumber } from 'antd';

import type { Link, LinkBody } from '@/api/cms/link';
import { ImageResourceInput } from '@/components/cms/resource-picker';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { linkI18n } from './i18n';

/** The logo field: the stored path in the form; the loaded link's `src` shows it until another is picked. */
function LogoField({
  value,
  onChange,
  loaded,
}: {
  value?: string;
  onChange?: (path?: string) => void;
  loaded?: Link;
}) {
  const src = loaded?.logo && loaded.logo === value ? loaded.src : undefined;
  return <ImageResourceInput value={value} src={src} onChange={(path) => onChange?.(path)} />;
}

/** Add/edit a link: name and an http(s) URL (each ≤ 255) required, logo from the material library, sort ≥ 0. */
export function LinkFormDialog({ controller }: { controller: FormDialogController<LinkBody, Link> }) {
  const t = linkI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={560}
      title={(mode) => t(mode === 'add' ? 'addLink' : 'editLink')}
    >
      <Form.Item name="name" label={t('linkName')} rules={[rules.required(), kitRules.maxLength(255)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('url')}
        rules={[rules.required(), rules.httpUrl(), kitRules.maxLength(255)]}
      >
        <Input placeholder="http(s)://" />
      </Form.Item>
      <Form.Item name="logo" label={t('logo')}>
        <LogoField loaded={controller.record} />
      </Form.Item>
      <Form.Item name="sortFlag" label={t('sort')} rules={[rules.required(), kitRules.min(0)]}>
        <InputNumber min={0} precision={0} />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')}>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
