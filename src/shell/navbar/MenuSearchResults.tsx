import { ExportOutlined } from '@ant-design/icons';
import { memo } from 'react';

import type { SearchItem } from './menu-search';

interface RowProps {
  item: SearchItem;
  index: number;
  active: boolean;
  onHover: (index: number) => void;
  onPick: (index: number) => void;
}

/**
 * One result. Memoised with index-based callbacks, so a keystroke re-renders only the rows whose item
 * or highlight changed, not the whole list (the search runs on every keystroke).
 */
const ResultRow = memo(function ResultRow({ item, index, active, onHover, onPick }: RowProps) {
  return (
    <li
      role="option"
      aria-selected={active}
      className={active ? 'is-active' : undefined}
      onMouseEnter={() => onHover(index)}
      onClick={() => onPick(index)}
    >
      <span>{item.titles.join(' / ')}</span>
      <span className="menu-search-path">
        {item.path}
        {item.external && <ExportOutlined aria-hidden />}
      </span>
    </li>
  );
});

export interface MenuSearchResultsProps {
  results: readonly SearchItem[];
  active: number;
  label: string;
  onHover: (index: number) => void;
  onPick: (index: number) => void;
}

/** The header search's result list (`#menu-search-results`, the combobox's listbox). */
export function MenuSearchResults({ results, active, label, onHover, onPick }: MenuSearchResultsProps) {
  return (
    <ul id="menu-search-results" role="listbox" className="menu-search-results" aria-label={label}>
      {results.map((item, index) => (
        <ResultRow
          key={item.path}
          item={item}
          index={index}
          active={index === active}
          onHover={onHover}
          onPick={onPick}
        />
      ))}
    </ul>
  );
}
