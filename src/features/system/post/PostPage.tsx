import { Form, Input } from 'antd';

import { postApi, type PostBody, postKeys, type SysPost } from '@/api/system/post';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import { ListPage, useListQuery, useStandardActions } from '@/components/list';

import { postColumns } from './columns';
import { postI18n } from './i18n';
import { PostFormDialog } from './PostFormDialog';
import { usePostMutations } from './queries';

const perm = (action: string) => ({ perm: `system:post:${action}` });

/** Post management (`system/post/index`, menu 104). */
export default function PostPage() {
  const t = postI18n.useT();
  const list = useListQuery({
    queryKey: postKeys.list,
    queryFn: postApi.list,
    filters: { postCode: 'text', postName: 'text', status: 'text' },
  });
  const { save, remove } = usePostMutations();
  const dialog = useFormDialog<PostBody, SysPost>({
    defaults: { postSort: 0, status: '0' },
    load: (row) => postApi.get(row.postId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysPost>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const del = std.remove({
    access: perm('remove'),
    ids: (rows) => rows.map((r) => r.postId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  return (
    <ListPage
      data-testid="post-page"
      list={list}
      rowKey="postId"
      columns={postColumns(t)}
      search={
        <>
          <Form.Item name="postCode" label={t('postCode')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="postName" label={t('postName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="EnableOrDisable" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[
        std.add({ access: perm('add'), run: () => dialog.openAdd() }),
        edit,
        del,
        std.export({
          access: perm('export'),
          url: postApi.listUrl,
          params: () => list.params,
          fileName: 'post',
        }),
      ]}
      rowActions={[edit, del]}
    >
      <PostFormDialog controller={dialog} />
    </ListPage>
  );
}
