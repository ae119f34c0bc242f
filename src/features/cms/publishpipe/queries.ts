import { publishPipeApi, type PublishPipeBody, publishPipeKeys } from '@/api/cms/publishpipe';
import { useListMutation } from '@/components/list';

/** Writes of the publish pipe screen; each refreshes every pipe list and option list. */
export function usePublishPipeMutations() {
  const save = useListMutation({
    mutationFn: (body: PublishPipeBody) =>
      body.publishpipeId ? publishPipeApi.update(body) : publishPipeApi.add(body),
    invalidate: publishPipeKeys.all,
    // The dialog says "added"/"saved".
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => publishPipeApi.remove(ids.map(String)),
    invalidate: publishPipeKeys.all,
    success: 'delete',
  });
  const setEnabled = useListMutation({
    mutationFn: ({ id, enable }: { id: string; enable: boolean }) =>
      enable ? publishPipeApi.enable(id) : publishPipeApi.disable(id),
    invalidate: publishPipeKeys.all,
    success: 'edit',
  });
  return { save, remove, setEnabled };
}
