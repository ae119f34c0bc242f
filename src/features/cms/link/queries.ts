import {
  linkApi,
  type LinkBody,
  linkGroupApi,
  type LinkGroupBody,
  linkGroupKeys,
  linkKeys,
} from '@/api/cms/link';
import { useListMutation } from '@/components/list';

/** Writes of the group list; a group's delete takes its links too. */
export function useLinkGroupMutations() {
  const save = useListMutation({
    mutationFn: (body: LinkGroupBody) =>
      body.linkGroupId ? linkGroupApi.update(body) : linkGroupApi.add(body),
    invalidate: linkGroupKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (groups: LinkGroupBody[]) => linkGroupApi.remove(groups),
    invalidate: [linkGroupKeys.all, linkKeys.all],
    success: 'delete',
  });
  return { save, remove };
}

/** Writes of one group's links; `reorder` saves the new sort flags of the moved links. */
export function useLinkMutations() {
  const save = useListMutation({
    mutationFn: (body: LinkBody) => (body.linkId ? linkApi.update(body) : linkApi.add(body)),
    invalidate: linkKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (links: LinkBody[]) => linkApi.remove(links),
    invalidate: linkKeys.all,
    success: 'delete',
  });
  const reorder = useListMutation({
    mutationFn: async (links: LinkBody[]) => {
      for (const link of links) await linkApi.update(link);
    },
    invalidate: linkKeys.all,
    success: false,
  });
  return { save, remove, reorder };
}
