import { postApi, type PostBody, postKeys } from '@/api/system/post';
import { useListMutation } from '@/components/list';

/** Writes of the post screen; each refreshes the post lists. */
export function usePostMutations() {
  const save = useListMutation({
    mutationFn: (body: PostBody) => (body.postId ? postApi.update(body) : postApi.add(body)),
    invalidate: postKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => postApi.remove(ids),
    invalidate: postKeys.all,
    success: 'delete',
  });
  return { save, remove };
}
