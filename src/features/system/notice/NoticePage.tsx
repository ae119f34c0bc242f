import { Form, Input } from 'antd';

import { noticeApi, type NoticeBody, noticeKeys, type SysNotice } from '@/api/system/notice';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions } from '@/components/list';

import { noticeColumns } from './columns';
import { noticeI18n } from './i18n';
import { NoticeFormDialog } from './NoticeFormDialog';
import { useNoticeMutations } from './queries';

const perm = (action: string) => ({ perm: `system:notice:${action}` });

/** Notices (`system/notice/index`, menu 107). */
export default function NoticePage() {
  const t = noticeI18n.useT();
  const list = useListQuery({
    queryKey: noticeKeys.list,
    queryFn: noticeApi.list,
    filters: { noticeTitle: 'text', createBy: 'text', noticeType: 'text' },
  });
  const { save, remove } = useNoticeMutations();
  const dialog = useFormDialog<NoticeBody, SysNotice>({
    defaults: { status: '0' },
    load: (row) => noticeApi.get(row.noticeId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysNotice>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.noticeId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  return (
    <ListPage
      data-testid="notice-page"
      list={list}
      rowKey="noticeId"
      columns={noticeColumns(t)}
      search={
        <>
          <Form.Item name="noticeTitle" label={t('noticeTitle')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="createBy" label={t('createBy')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="noticeType" label={t('noticeType')}>
            <DictSelect type="NoticeType" />
          </Form.Item>
        </>
      }
      actions={[std.add({ access: perm('add'), run: () => dialog.openAdd() }), edit, del]}
      rowActions={[edit, del]}
    >
      <NoticeFormDialog controller={dialog} />
    </ListPage>
  );
}
