import { Grid, Pagination } from 'antd';
import { useTranslation } from 'react-i18next';

import { PAGE_SIZES } from './pagination';

export interface PaginatorProps {
  total: number;
  pageNum: number;
  pageSize: number;
  /** Called with the new page and size; size changes arrive already corrected by the list's rule. */
  onChange: (pageNum: number, pageSize: number) => void;
  disabled?: boolean;
}

/**
 * The console's paginator: total, sizes, prev, pager, next, jumper; 7 page buttons, 5 below 992 px
 * (antd's `showLessItems`, the `lg` breakpoint). Hidden when there is nothing to page.
 */
export function Paginator({ total, pageNum, pageSize, onChange, disabled }: PaginatorProps) {
  const { t } = useTranslation('kit');
  const screens = Grid.useBreakpoint();
  if (total <= 0) return null;
  return (
    <Pagination
      className="kit-paginator"
      style={{ marginTop: 16, justifyContent: 'flex-end' }}
      total={total}
      current={pageNum}
      pageSize={pageSize}
      pageSizeOptions={PAGE_SIZES.map(String)}
      showSizeChanger
      showQuickJumper
      showLessItems={!screens.lg}
      showTotal={(count) => t('total', { total: count })}
      disabled={disabled}
      onChange={onChange}
    />
  );
}
