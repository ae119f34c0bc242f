import { exModelApi, exModelKeys, type XModelBody } from '@/api/cms/exmodel';
import { xModelApi, xModelFieldKeys, xModelKeys, type XModelFieldBody } from '@/api/cms/xmodel';
import { useListMutation } from '@/components/list';

/** Writes of the ex-model list; each refreshes the ex-model lists and the editors' options. */
export function useExModelMutations() {
  const save = useListMutation({
    mutationFn: (body: XModelBody) => (body.modelId ? exModelApi.update(body) : exModelApi.add(body)),
    invalidate: exModelKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (models: XModelBody[]) => exModelApi.remove(models),
    invalidate: exModelKeys.all,
    success: 'delete',
  });
  return { save, remove };
}

/** Writes of a model's fields; each refreshes the field lists, the preview and the editors' forms. */
export function useFieldMutations() {
  const invalidate = [xModelFieldKeys.all, xModelKeys.all, exModelKeys.all];
  const save = useListMutation({
    mutationFn: (body: XModelFieldBody) =>
      body.fieldId ? xModelApi.updateField(body) : xModelApi.addField(body),
    invalidate,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => xModelApi.removeFields(ids.map(String)),
    invalidate,
    success: 'delete',
  });
  const reorder = useListMutation({
    mutationFn: async (bodies: XModelFieldBody[]) => {
      for (const body of bodies) await xModelApi.updateField(body);
    },
    invalidate,
    success: false,
  });
  return { save, remove, reorder };
}
