import { ReloadOutlined, SearchOutlined, TableOutlined } from '@ant-design/icons';
import { Checkbox, Popover } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { KitButton } from '@/components/button';
import { Hint } from '@/components/hint';
import { useOpenedOnce } from '@/lib/use-opened-once';

export interface ToggleColumn {
  key: string;
  title: ReactNode;
}

export interface RightToolbarProps {
  showSearch?: boolean;
  /** Omitted when the list has no search form. */
  onToggleSearch?: () => void;
  onRefresh: () => void;
  refreshing?: boolean;
  columns?: ToggleColumn[];
  hidden?: readonly string[];
  onHiddenChange?: (hidden: string[]) => void;
}

/** RuoYi's RightToolbar: show/hide the search form, refresh the list, choose the visible columns. */
export function RightToolbar({
  showSearch,
  onToggleSearch,
  onRefresh,
  refreshing,
  columns,
  hidden = [],
  onHiddenChange,
}: RightToolbarProps) {
  const { t } = useTranslation('kit');
  const searchLabel = showSearch ? t('hideSearch') : t('showSearch');
  return (
    <div className="kit-right-toolbar">
      {onToggleSearch && (
        <Hint title={searchLabel}>
          <KitButton
            circle
            icon={<SearchOutlined />}
            aria-label={searchLabel}
            aria-pressed={showSearch}
            onClick={onToggleSearch}
          />
        </Hint>
      )}
      <Hint title={t('refresh')}>
        <KitButton
          circle
          icon={<ReloadOutlined spin={refreshing} />}
          aria-label={t('refresh')}
          onClick={onRefresh}
        />
      </Hint>
      {columns && columns.length > 0 && onHiddenChange && (
        <ColumnChooser columns={columns} hidden={hidden} onHiddenChange={onHiddenChange} />
      )}
    </div>
  );
}

/**
 * The column chooser's button, and its popover from the first click on: an antd Popover is four
 * components and a Trigger around the button (some 140 hooks) in every kept list, and most lists are
 * never asked to hide a column. The button that opens it the first time is replaced by the one the
 * Popover wraps, which takes the focus over.
 */
function ColumnChooser({
  columns,
  hidden,
  onHiddenChange,
}: {
  columns: ToggleColumn[];
  hidden: readonly string[];
  onHiddenChange: (hidden: string[]) => void;
}) {
  const { t } = useTranslation('kit');
  const [open, setOpen] = useState(false);
  const armed = useOpenedOnce(open);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (armed) button.current?.focus();
  }, [armed]);
  const trigger = (
    <Hint title={t('columns')}>
      <KitButton
        ref={button}
        circle
        icon={<TableOutlined />}
        aria-label={t('columns')}
        onClick={armed ? undefined : () => setOpen(true)}
      />
    </Hint>
  );
  if (!armed) return trigger;
  const keys = columns.map((c) => c.key);
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={t('columns')}
      content={
        <Checkbox.Group
          style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          value={keys.filter((key) => !hidden.includes(key))}
          onChange={(shown) => onHiddenChange(keys.filter((key) => !shown.includes(key)))}
          options={columns.map((c) => ({ label: c.title, value: c.key }))}
        />
      }
    >
      {trigger}
    </Popover>
  );
}

/**
 * The row above a table: the screen's buttons on the left, wrapping among themselves, and the
 * RightToolbar kept at the top right (never alone on a row of its own). Both are flex boxes with
 * antd Space's gaps (global.css): a Space renders a Space and an item per child in every kept list.
 */
export function ListToolbarRow({ children, right }: { children: ReactNode; right: ReactNode }) {
  return (
    <div className="kit-toolbar-row">
      <div className="kit-toolbar-left">{children}</div>
      {right}
    </div>
  );
}
