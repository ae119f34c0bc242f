import { useQuery } from '@tanstack/react-query';

import { voteSubjectApi, type VoteItemBody, voteSubjectKeys, type VoteSubjectBody } from '@/api/vote/subject';
import { voteApi, type VoteBody, voteKeys } from '@/api/vote/vote';
import { useListMutation } from '@/components/list';

/** The `{id, name}` options of VoteController as select/radio options. */
const asOptions = (rows: { id: string; name: string }[]) => rows.map((r) => ({ value: r.id, label: r.name }));

export function useVoteUserTypes() {
  return useQuery({ queryKey: voteKeys.extra('userTypes'), queryFn: voteApi.userTypes, select: asOptions });
}

export function useVoteItemTypes() {
  return useQuery({ queryKey: voteKeys.extra('itemTypes'), queryFn: voteApi.itemTypes, select: asOptions });
}

/** Writes of the vote list; deleting votes takes their subjects along. */
export function useVoteMutations() {
  const save = useListMutation({
    mutationFn: (body: VoteBody) => (body.voteId ? voteApi.update(body) : voteApi.add(body)),
    invalidate: voteKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => voteApi.remove(ids.map(String)),
    invalidate: [voteKeys.all, voteSubjectKeys.all],
    success: 'delete',
  });
  return { save, remove };
}

/** Writes of one vote's subjects and of a subject's items. */
export function useSubjectMutations() {
  const save = useListMutation({
    mutationFn: (body: VoteSubjectBody) =>
      body.subjectId ? voteSubjectApi.update(body) : voteSubjectApi.add(body),
    invalidate: voteSubjectKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => voteSubjectApi.remove(ids.map(String)),
    invalidate: voteSubjectKeys.all,
    success: 'delete',
  });
  const saveItems = useListMutation({
    mutationFn: ({ subjectId, items }: { subjectId: string; items: VoteItemBody[] }) =>
      voteSubjectApi.saveItems(subjectId, items),
    invalidate: voteSubjectKeys.all,
    success: false,
  });
  return { save, remove, saveItems };
}
