import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';

import { contentKeys, contentRelaApi } from '@/api/cms/content';
import type { ContentRow, RelaContentRow } from '@/api/cms/content';
import { ContentPickerDialog, contentRowColumns } from '@/components/cms/content-picker';
import { PickerTable, useListController, useListMutation, useListQuery } from '@/components/list';

import type { ContentT } from '../i18n';
import { contentColumnLabels } from './columns';

const PAGE_SIZE = 10;

interface RelaQuery {
  title?: string;
  pageNum: number;
  pageSize: number;
}

export interface RelaDialogProps {
  row: ContentRow | undefined;
  t: ContentT;
  /** Whether the user may change the relations (Catalog:EditContent of the content's catalog). */
  editable: boolean;
  onClose: () => void;
}

/** "Related contents": list, add through the content picker, remove the checked ones. */
export function RelaDialog({ row, t, editable, onClose }: RelaDialogProps) {
  const contentId = row?.contentId ?? '';
  const [picking, setPicking] = useState(false);
  const key = contentKeys.relas(contentId);
  const list = useListQuery({
    queryKey: (params: RelaQuery) => contentKeys.extra('rela', contentId, params),
    queryFn: (params: RelaQuery) => contentRelaApi.list({ ...params, contentId }),
    filters: { title: 'text' },
    pageSize: PAGE_SIZE,
    syncUrl: false,
    enabled: !!row,
  });
  const table = useListController(list, {
    rowKey: 'contentId',
    columns: contentRowColumns<RelaContentRow>(contentColumnLabels(t)),
    selection: editable ? 'multiple' : false,
  });
  const add = useListMutation({
    mutationFn: (ids: string[]) => contentRelaApi.add(contentId, ids),
    invalidate: key,
    success: { text: t('rela.addSuccess') },
  });
  const remove = useListMutation({
    mutationFn: (ids: string[]) => contentRelaApi.remove(contentId, ids),
    invalidate: key,
    success: 'delete',
    onSuccess: () => table.selection.clear(),
  });
  return (
    <Modal
      open={!!row}
      title={t('rela.title')}
      width={800}
      destroyOnHidden
      afterClose={() => {
        list.reset();
        table.selection.clear();
      }}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      <PickerTable
        controller={table}
        indexColumn={t('columns.index')}
        searchBox={{ name: 'title', placeholder: t('search.titlePlaceholder') }}
        toolbar={
          editable && (
            <>
              <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setPicking(true)}>
                {t('rela.add')}
              </Button>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={table.selection.count === 0}
                onClick={() =>
                  void remove.mutateAsync(table.selection.keys.map(String)).catch(() => undefined)
                }
              >
                {t('rela.remove')}
              </Button>
            </>
          )
        }
      />
      <ContentPickerDialog
        open={picking}
        multiple
        excludeIds={[contentId]}
        onCancel={() => setPicking(false)}
        onOk={(picked) => {
          setPicking(false);
          void add.mutateAsync(picked.map((p) => p.contentId)).catch(() => undefined);
        }}
      />
    </Modal>
  );
}
