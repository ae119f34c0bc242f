import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, Space } from 'antd';
import { type ReactNode, useState } from 'react';

import { CatalogPickerDialog, type CatalogTreeNode } from '@/components/cms/catalog-tree';
import { ContentPickerDialog, type PickedContent } from '@/components/cms/content-picker';

import { internalLinkI18n } from './i18n';

/** What was picked: a content, or a catalog of the tree (its link fields in `props`). */
export type InternalLinkPick =
  { kind: 'content'; content: PickedContent } | { kind: 'catalog'; node: CatalogTreeNode };

/**
 * The `iurl://…` a pick stands for (what contents, catalogs and blocks store as a link); a content
 * without one falls back to its published link.
 */
export function internalUrlOf(pick: InternalLinkPick): string | undefined {
  const url =
    pick.kind === 'content' ? (pick.content.internalUrl ?? pick.content.link) : pick.node.props?.internalUrl;
  return typeof url === 'string' && url ? url : undefined;
}

export interface InternalLinkInputProps {
  id?: string;
  value?: string;
  onChange?: (value: string) => void;
  'aria-label'?: string;
  placeholder?: string;
  /** The text of the button that offers the two pickers. */
  pickLabel: ReactNode;
  /** Link catalogs cannot be picked (a link to a link). */
  disableLink?: boolean;
  /** Contents that cannot be picked (a content cannot link to itself). */
  excludeContentIds?: string[];
  /**
   * The box holds the link: a pick puts its internal URL into it through `onChange`, so a form takes
   * it as the user's edit (dirty flag, `onValuesChange`, validation).
   */
  holdsLink?: boolean;
  /** Called after a pick (after the box took the link when `holdsLink`), to fill the caller's other fields. */
  onPick?: (pick: InternalLinkPick) => void;
}

/**
 * A text box with a "pick" menu beside it: "Select content" or "Select catalog" opens that picker; the
 * single pick fills the box with its link (`holdsLink`) and goes to `onPick` for the caller's other fields.
 */
export function InternalLinkInput({
  id,
  value,
  onChange,
  'aria-label': ariaLabel,
  placeholder,
  pickLabel,
  disableLink,
  excludeContentIds,
  holdsLink,
  onPick,
}: InternalLinkInputProps) {
  const t = internalLinkI18n.useT();
  const [picking, setPicking] = useState<InternalLinkPick['kind']>();
  const pick = (picked: InternalLinkPick) => {
    setPicking(undefined);
    const url = holdsLink ? internalUrlOf(picked) : undefined;
    if (url) onChange?.(url);
    onPick?.(picked);
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        aria-label={ariaLabel}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
      />
      {/* Opened by a click (and the keyboard), not by hovering a button people click. */}
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'content', label: t('selectContent') },
            { key: 'catalog', label: t('selectCatalog') },
          ],
          onClick: ({ key }) => setPicking(key === 'content' ? 'content' : 'catalog'),
        }}
      >
        <Button>
          {pickLabel} <DownOutlined />
        </Button>
      </Dropdown>
      <ContentPickerDialog
        open={picking === 'content'}
        excludeIds={excludeContentIds}
        onOk={([content]) => (content ? pick({ kind: 'content', content }) : setPicking(undefined))}
        onCancel={() => setPicking(undefined)}
      />
      <CatalogPickerDialog
        open={picking === 'catalog'}
        disableLink={disableLink}
        onOk={([node]) => (node ? pick({ kind: 'catalog', node }) : setPicking(undefined))}
        onCancel={() => setPicking(undefined)}
      />
    </Space.Compact>
  );
}
