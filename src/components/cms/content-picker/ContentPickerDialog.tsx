import { Col, Empty, Modal, Row } from 'antd';
import { Suspense, useState } from 'react';

import { contentApi, contentKeys, type ContentQuery } from '@/api/cms/content';
import { CatalogTree } from '@/components/cms/catalog-tree';
import { PickerTable, useListController, useListQuery } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { contentRowColumns } from './columns';
import { contentPickerI18n } from './i18n';
import type { PickedContent, PickerContentRow } from './types';

export interface ContentPickerDialogProps {
  open: boolean;
  /** Check boxes (several contents) instead of a single choice. */
  multiple?: boolean;
  /** Only contents of this content type. */
  contentType?: string;
  /** Contents that cannot be chosen (e.g. the edited content itself). */
  excludeIds?: string[];
  onOk: (rows: PickedContent[]) => void;
  onCancel: () => void;
}

const PAGE_SIZE = 10;

function toPicked(row: PickerContentRow): PickedContent {
  return {
    contentId: row.contentId,
    title: row.title,
    catalogId: row.catalogId,
    contentType: row.contentType,
    internalUrl: row.internalUrl,
    logo: row.logo,
    logoSrc: row.logoSrc,
    summary: row.summary,
    publishDate: row.publishDate,
  };
}

/**
 * Picks contents of the current site: a catalog tree on the left, the catalog's contents
 * (`GET /cms/content/list`, searchable by title) on the right. A fresh selection per opening.
 */
export function ContentPickerDialog(props: ContentPickerDialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <PickerBody {...props} />
    </Suspense>
  );
}

/** What the picker's search and paging set; the catalog and type come from the tree and the caller. */
type PickerQuery = Pick<ContentQuery, 'title' | 'pageNum' | 'pageSize'>;

function PickerBody({ multiple, contentType, excludeIds = [], onOk, onCancel }: ContentPickerDialogProps) {
  const t = contentPickerI18n.useT();
  const [catalogId, setCatalogId] = useState<string>();
  const list = useListQuery({
    queryKey: (params: PickerQuery) => contentKeys.list({ ...params, catalogId, contentType }),
    queryFn: (params: PickerQuery) => contentApi.list({ ...params, catalogId, contentType }),
    filters: { title: 'text' },
    pageSize: PAGE_SIZE,
    syncUrl: false,
    enabled: !!catalogId,
  });
  const submit = (picked: readonly PickerContentRow[]) => {
    if (picked.length === 0) {
      feedback.warning(t('noneSelected'));
      return;
    }
    onOk(picked.map(toPicked));
  };
  const picker = useListController(list, {
    rowKey: 'contentId',
    columns: contentRowColumns<PickerContentRow>({
      title: t('columns.title'),
      status: t('columns.status'),
      publishDate: t('columns.publishDate'),
      topping: t('topping'),
    }),
    selection: multiple ? 'multiple' : 'single',
    // Picks made on other pages or in other catalogs stay.
    keepSelection: true,
    isSelectable: (row) => !excludeIds.includes(row.contentId),
    rowClick: 'toggle',
    // Double click picks the row (with the others already picked) and closes.
    onRowDoubleClick: (row) => {
      if (excludeIds.includes(row.contentId)) return;
      const others = multiple ? picker.selection.rows.filter((r) => r.contentId !== row.contentId) : [];
      submit([...others, row]);
    },
  });
  const { count } = picker.selection;

  return (
    <Modal
      open
      title={t('title')}
      width={1000}
      onOk={() => submit(picker.selection.rows)}
      onCancel={onCancel}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {multiple && count > 0 && <span style={{ marginRight: 12 }}>{t('selected', { count })}</span>}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      <Row gutter={12}>
        <Col span={7}>
          <CatalogTree
            height={420}
            selectedId={catalogId}
            onSelect={(id) => {
              setCatalogId(id);
              list.setPage(1);
            }}
          />
        </Col>
        <Col span={17}>
          <PickerTable
            controller={picker}
            searchBox={{ name: 'title', placeholder: t('searchPlaceholder') }}
            emptyText={catalogId ? undefined : <Empty description={t('pickCatalog')} />}
          />
        </Col>
      </Row>
    </Modal>
  );
}
