import { Alert, Form, InputNumber, Modal } from 'antd';
import { useState } from 'react';

import { contentApi, contentKeys } from '@/api/cms/content';
import type { ContentQuery, ContentRow } from '@/api/cms/content';
import { contentRowColumns } from '@/components/cms/content-picker';
import { PickerTable, useListController, useListQuery } from '@/components/list';
import { feedback } from '@/lib/feedback';

import type { ContentT } from '../i18n';
import { contentColumnLabels } from './columns';
import { sortTargetFor } from './sort-target';

export interface SortDialogProps {
  /** The content being moved; the dialog is open while set. */
  row: ContentRow | undefined;
  t: ContentT;
  onOk: (targetContentId: string) => Promise<unknown>;
  onCancel: () => void;
}

const PAGE_SIZE = 10;

/**
 * "Content Sort": pick the row to place the content before (a topped target tops it, otherwise its
 * top is removed), or give a number of rows to move (positive down, negative up).
 */
export function SortDialog({ row, t, onOk, onCancel }: SortDialogProps) {
  const [offset, setOffset] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const catalogId = row?.catalogId ?? '';
  const list = useListQuery({
    queryKey: (params: ContentQuery) => contentKeys.extra('sort-dialog', catalogId, params),
    queryFn: (params: ContentQuery) => contentApi.list({ ...params, catalogId }),
    filters: { title: 'text' },
    pageSize: PAGE_SIZE,
    syncUrl: false,
    enabled: !!row,
  });
  const picker = useListController(list, {
    rowKey: 'contentId',
    columns: contentRowColumns<ContentRow>(contentColumnLabels(t)),
    selection: 'single',
    keepSelection: true,
    // The content cannot be placed before itself.
    isSelectable: (r) => r.contentId !== row?.contentId,
    rowClick: 'toggle',
  });

  const submit = async () => {
    if (!row) return;
    let targetId = picker.selection.keys[0]?.toString();
    if (offset) {
      targetId = await sortTargetFor(catalogId, row.contentId, offset);
      if (!targetId) {
        feedback.warning(t('sortDialog.outOfRange'));
        return;
      }
    }
    if (!targetId) {
      feedback.warning(t('sortDialog.pickTarget'));
      return;
    }
    setBusy(true);
    try {
      await onOk(targetId);
    } catch {
      // Reported by the HTTP layer.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={!!row}
      title={t('sortDialog.title')}
      width={800}
      confirmLoading={busy}
      destroyOnHidden
      afterClose={() => {
        list.reset();
        picker.selection.clear();
        setOffset(null);
      }}
      onCancel={onCancel}
      onOk={() => void submit()}
    >
      <Alert type="info" showIcon title={t('sortDialog.info')} style={{ marginBottom: 12 }} />
      <PickerTable
        controller={picker}
        indexColumn={t('columns.index')}
        searchBox={{ name: 'title', placeholder: t('search.titlePlaceholder') }}
        toolbar={
          <Form layout="inline">
            <Form.Item label={t('sortDialog.offset')} htmlFor="sortOffset" extra={t('sortDialog.offsetHint')}>
              <InputNumber id="sortOffset" precision={0} value={offset} onChange={setOffset} />
            </Form.Item>
          </Form>
        }
      />
    </Modal>
  );
}
