export { ListPage, type ListColumn, type ListPageProps } from './ListPage';
export { PickerTable, type PickerTableProps } from './PickerTable';
export {
  useListController,
  type ListController,
  type ListControllerOptions,
  type ListSelection,
  type SelectionMode,
} from './use-list-controller';
export { useListQuery, type ListQuery, type UseListQueryOptions } from './use-list-query';
export { useListMutation, type KitSuccess, type ListMutationOptions } from './use-list-mutation';
export { useTreeExpansion } from './use-tree-expansion';
export { useStatusColumn, type StatusColumnSpec } from './status-column';
export { firstFittingTable, useBoxWidth } from './fitting-table';
export { createQueryKeys, type QueryKeys } from './query-keys';
export {
  exportFileName,
  useActionRunner,
  useStandardActions,
  type ListAction,
  type SelectionNeed,
} from './actions';
export { Paginator, type PaginatorProps } from './Paginator';
export { ListToolbarRow, RightToolbar, type RightToolbarProps } from './RightToolbar';
export { SearchForm, type SearchFormProps } from './SearchForm';
export {
  cleanFilters,
  readListState,
  sortOrderOf,
  toRequestParams,
  toSorts,
  writeListState,
  type DateRangeKind,
  type FilterKind,
  type FilterSpec,
  type TypedFilterSpec,
  type FilterValues,
  type ListState,
} from './list-state';
export {
  DEFAULT_PAGE_SIZE,
  MOBILE_BREAKPOINT,
  PAGE_SIZES,
  SCROLL_DURATION_MS,
  lastPage,
  pageAfterSizeChange,
  scrollToTop,
} from './pagination';
export {
  MAX_INLINE_ACTIONS,
  RowActionButtons,
  rowActionsWidth,
  splitRowActions,
  type RowActionItem,
  type RowActionLabel,
} from './RowActionButtons';
export { KitTable, useOperationColumn } from './operation-column';
export {
  MIN_TEXT_WIDTH,
  OPERATION_COLUMN_KEY,
  estimateTextWidth,
  layoutColumns,
  type LaidOutColumn,
} from './column-layout';
