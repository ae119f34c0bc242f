import { DatePicker, Form, Input } from 'antd';

import type { ManualBlockItem } from '@/api/cms/pagewidget';
import type { CatalogTreeNode } from '@/components/cms/catalog-tree';
import type { PickedContent } from '@/components/cms/content-picker';
import { InternalLinkInput } from '@/components/cms/internal-link-picker';
import { ImageResourceInput } from '@/components/cms/resource-picker';
import { DATE_TIME_FORMAT, dateTimeField } from '@/components/date';
import { FormDialog, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import type { BlockT } from './i18n';
import type { ItemSlot } from './rows';

/** The item an edit opens: where it sits and what it holds. */
export interface ItemTarget {
  slot: ItemSlot;
  item: ManualBlockItem;
}

/** What a picked content gives an item: its title, logo, link (internal URL), summary and date. */
function fromContent(content: PickedContent): Partial<ManualBlockItem> {
  return {
    title: content.title,
    url: content.internalUrl,
    logo: content.logo,
    logoSrc: content.logoSrc,
    summary: content.summary,
    publishDate: content.publishDate,
  };
}

const textProp = (node: CatalogTreeNode, key: string): string | undefined => {
  const value = node.props?.[key];
  return typeof value === 'string' && value ? value : undefined;
};

/** What a picked catalog gives an item: its name, and logo, link and description from the tree's props. */
function fromCatalog(node: CatalogTreeNode): Partial<ManualBlockItem> {
  return {
    title: node.label,
    url: textProp(node, 'internalUrl'),
    logo: textProp(node, 'logo'),
    logoSrc: textProp(node, 'logoSrc'),
    summary: textProp(node, 'description'),
  };
}

/** The title box with "Select": a content or a catalog fills the item's fields. */
function TitleInput({
  id,
  value,
  onChange,
  t,
}: {
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
  t: BlockT;
}) {
  const form = Form.useFormInstance<ManualBlockItem>();
  return (
    <InternalLinkInput
      id={id}
      aria-label={t('title')}
      value={value}
      onChange={onChange}
      pickLabel={t('select')}
      onPick={(pick) =>
        // Each field takes the picked value; nothing picked leaves it empty rather than the old item's.
        form.setFieldsValue({
          url: undefined,
          logo: undefined,
          logoSrc: undefined,
          summary: undefined,
          ...(pick.kind === 'content' ? fromContent(pick.content) : fromCatalog(pick.node)),
        })
      }
    />
  );
}

/** The logo from the material library; `logoSrc` (how the browser shows it) travels with it. */
function LogoInput({ value, onChange }: { value?: string; onChange?: (path?: string) => void }) {
  const form = Form.useFormInstance<ManualBlockItem>();
  const src = Form.useWatch('logoSrc', form) as string | undefined;
  return (
    <ImageResourceInput
      value={value}
      src={src}
      onChange={(path, pickedSrc) => {
        form.setFieldValue('logoSrc', pickedSrc);
        onChange?.(path);
      }}
    />
  );
}

/**
 * "Add Item" / "Edit Item": the title (typed, or filled from a picked content or catalog with its
 * link, logo, summary and date), link, summary, date and logo. OK puts the item into the block's rows
 * (saved with the block).
 */
export function ItemDialog({
  controller,
  t,
}: {
  controller: FormDialogController<ManualBlockItem, ItemTarget>;
  t: BlockT;
}) {
  return (
    <FormDialog controller={controller} title={(mode) => t(mode === 'add' ? 'addItem' : 'editItem')}>
      <Form.Item name="title" label={t('title')} rules={[rules.required()]}>
        <TitleInput t={t} />
      </Form.Item>
      <Form.Item name="url" label={t('link')}>
        <Input />
      </Form.Item>
      <Form.Item name="summary" label={t('summary')}>
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item name="publishDate" label={t('date')} {...dateTimeField}>
        <DatePicker showTime format={DATE_TIME_FORMAT} />
      </Form.Item>
      <Form.Item name="logo" label={t('logo')}>
        <LogoInput />
      </Form.Item>
      <Form.Item name="logoSrc" hidden>
        <Input />
      </Form.Item>
    </FormDialog>
  );
}
