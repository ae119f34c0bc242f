import { DownOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useAnchoredMenu } from '@/components/anchored-menu';
import { KitButton } from '@/components/button';
import { Hint } from '@/components/hint';

import { estimateTextWidth } from './column-layout';

/** One command of a row's operation cell. */
export interface RowActionItem {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  danger?: boolean;
  /** Why the command is refused for this row: shown disabled with the reason as its tooltip. */
  disabledReason?: string;
  onClick: () => void;
}

/** A row shows at most this many buttons; with more, the first `MORE_AFTER` stay and "More" holds the rest. */
export const MAX_INLINE_ACTIONS = 3;
export const MORE_AFTER = 2;

/** The buttons shown in the cell and those under "More" (docs/ui-layout.md). */
export function splitRowActions<T>(items: readonly T[], inline?: number): { shown: T[]; more: T[] } {
  const keep = inline ?? (items.length <= MAX_INLINE_ACTIONS ? items.length : MORE_AFTER);
  return { shown: items.slice(0, keep), more: items.slice(keep) };
}

/**
 * Measured in Chromium: a small link button is its text plus 7 + 7 px padding and a 1 px border each
 * side; an icon adds 14 px and an 8 px gap ("修改" with its icon: 66 px, "重命名": 80 px).
 */
const CELL_PADDING = 32;
const BUTTON_PADDING = 16;
const ICON_WIDTH = 22;

/** A shown command as the width estimate sees it: its label, and whether it carries an icon. */
export type RowActionLabel = string | { label: string; icon: boolean };

/**
 * The operation column's width for these commands (the shown buttons, plus "More" when needed). A
 * command given as `{ label, icon }` says itself whether it has an icon; plain labels take `icons`
 * (an icon-only-for-some row, like the content list's Preview, must say so per command).
 */
export function rowActionsWidth(
  labels: readonly RowActionLabel[],
  options: { icons?: boolean; moreLabel: string; inline?: number },
): number {
  const { shown, more } = splitRowActions(labels, options.inline);
  const button = (label: string, icon: boolean) =>
    estimateTextWidth(label) + BUTTON_PADDING + (icon ? ICON_WIDTH : 0);
  const buttons = shown.reduce(
    (sum, item) =>
      sum + (typeof item === 'string' ? button(item, !!options.icons) : button(item.label, item.icon)),
    0,
  );
  return CELL_PADDING + buttons + (more.length > 0 ? button(options.moreLabel, true) : 0);
}

function ActionButton({ item }: { item: RowActionItem }) {
  const node = (
    <KitButton
      link
      small
      danger={item.danger}
      icon={item.icon}
      disabled={!!item.disabledReason}
      onClick={item.onClick}
    >
      {item.label}
    </KitButton>
  );
  return item.disabledReason ? (
    <Hint title={item.disabledReason}>
      <span>{node}</span>
    </Hint>
  ) : (
    node
  );
}

/** The one target of a row's "More" menu: the row itself. */
const ROW = 'row';

/**
 * A row's commands on one line: the first ones as link buttons, the rest under "More ∨" (one label,
 * one chevron). Refused commands stay listed, disabled, with their reason.
 */
export function RowActionButtons({ items, inline }: { items: readonly RowActionItem[]; inline?: number }) {
  const { shown, more } = splitRowActions(items, inline);
  return (
    <div className="kit-row-actions">
      {shown.map((item) => (
        <ActionButton key={item.key} item={item} />
      ))}
      {more.length > 0 && <MoreButton more={more} />}
    </div>
  );
}

/**
 * "More ∨" and its menu. Its own component, so that the many rows without one pay for neither the
 * menu's hooks nor the translation's (a kept list renders a RowActionButtons per row).
 */
function MoreButton({ more }: { more: readonly RowActionItem[] }) {
  const { t } = useTranslation('kit');
  const menu: MenuProps['items'] = more.map((item) => ({
    key: item.key,
    icon: item.icon,
    danger: item.danger,
    disabled: !!item.disabledReason,
    label: item.disabledReason ? (
      <Hint title={item.disabledReason} placement="left">
        <span title={item.disabledReason}>{item.label}</span>
      </Hint>
    ) : (
      item.label
    ),
  }));
  // The menu mounts when opened: an antd Dropdown per row cost a Dropdown and a Trigger on every render.
  const moreMenu = useAnchoredMenu<typeof ROW>({
    items: () => menu,
    onPick: (key) => more.find((item) => item.key === key)?.onClick(),
  });
  return (
    <>
      <KitButton
        link
        small
        icon={<DownOutlined />}
        iconAtEnd
        aria-label={t('more')}
        {...moreMenu.trigger(ROW)}
      >
        {t('more')}
      </KitButton>
      {moreMenu.element}
    </>
  );
}
