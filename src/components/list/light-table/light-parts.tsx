import { CaretDownOutlined, CaretUpOutlined } from '@ant-design/icons';
import get from '@rc-component/util/es/utils/get';
import type { SortOrder } from 'antd/es/table/interface';
import { isValidElement, type ReactNode } from 'react';

import { Hint } from '@/components/hint';

/** The classes that tie markup to antd's registered styles of one component (see useLightScope). */
export interface Scope {
  prefix: string;
  /** The theme's hash class. */
  hash: string;
  /** The CSS-variable scope classes an antd component's root carries. */
  vars: string;
}

const cx = (...names: (string | false | null | undefined)[]) => names.filter(Boolean).join(' ');

/** antd's Checkbox markup: a label, the box, a native input (what a screen reader and a test use). */
export function CheckBox({
  scope,
  checked,
  indeterminate = false,
  disabled,
  label,
  onToggle,
}: {
  scope: Scope;
  checked: boolean;
  indeterminate?: boolean;
  disabled: boolean;
  label: string;
  onToggle: (shiftKey: boolean) => void;
}) {
  const { prefix, hash, vars } = scope;
  return (
    <label
      className={cx(
        `${prefix}-wrapper`,
        checked && `${prefix}-wrapper-checked`,
        disabled && `${prefix}-wrapper-disabled`,
        vars,
        hash,
      )}
      // A click on the box is not a click on the row (a row may select itself on click).
      onClick={(event) => event.stopPropagation()}
    >
      <span
        className={cx(
          prefix,
          indeterminate && `${prefix}-indeterminate`,
          'ant-wave-target',
          hash,
          checked && `${prefix}-checked`,
          disabled && `${prefix}-disabled`,
        )}
      >
        <input
          aria-label={label}
          className={`${prefix}-input`}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onToggle((event.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </span>
    </label>
  );
}

/** antd's sortable header content: the title, both carets, and the hint naming the next order. */
export function SortTitle({
  prefix,
  title,
  order,
  hint,
}: {
  prefix: string;
  title: ReactNode;
  order: SortOrder | undefined;
  hint: string;
}) {
  return (
    <Hint title={hint}>
      <div className={`${prefix}-column-sorters`}>
        <span className={`${prefix}-column-title`}>{title}</span>
        <span className={`${prefix}-column-sorter ${prefix}-column-sorter-full`}>
          <span className={`${prefix}-column-sorter-inner`} aria-hidden="true">
            <CaretUpOutlined className={cx(`${prefix}-column-sorter-up`, order === 'ascend' && 'active')} />
            <CaretDownOutlined
              className={cx(`${prefix}-column-sorter-down`, order === 'descend' && 'active')}
            />
          </span>
        </span>
      </div>
    </Hint>
  );
}

/** The order after a click on a sortable header: none, ascending, descending, none (antd's cycle). */
export function nextOrder(order: SortOrder | undefined): SortOrder {
  if (order === 'ascend') return 'descend';
  if (order === 'descend') return null;
  return 'ascend';
}

/**
 * The tooltip text of a cut-off cell (antd's rule): its text, or the text of an element holding just
 * text; none for anything else.
 */
export function ellipsisTitle(content: ReactNode): string | undefined {
  if (typeof content === 'string' || typeof content === 'number') return String(content);
  if (isValidElement<{ children?: unknown }>(content) && typeof content.props.children === 'string')
    return content.props.children;
  return undefined;
}

/**
 * A row's value at a column's `dataIndex` (a name, or a path of names), by antd's rule: a column
 * without one gets the whole row (a `render(value)` written for antd's Table may read it).
 */
export function valueAt(row: object, dataIndex: unknown): unknown {
  const path =
    dataIndex === undefined || dataIndex === null || dataIndex === ''
      ? []
      : Array.isArray(dataIndex)
        ? dataIndex
        : [dataIndex];
  return get(row, path);
}

/** What a cell may show: a plain object (neither an element nor an array) shows nothing, as in antd. */
export function drawable(content: unknown): ReactNode {
  if (content && typeof content === 'object' && !Array.isArray(content) && !isValidElement(content))
    return null;
  return content as ReactNode;
}

export { cx };
