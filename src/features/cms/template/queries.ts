import { useQuery } from '@tanstack/react-query';

import { publishPipeApi, publishPipeKeys } from '@/api/cms/publishpipe';
import { templateApi, type TemplateAddBody, templateKeys, type TemplateRenameBody } from '@/api/cms/template';
import { configApi, configKeys } from '@/api/system/config';
import { useListMutation } from '@/components/list';

/** The template file suffix (config `CMSTemplateSuffix`, the backend's default when unset). */
export function useTemplateSuffix(): string {
  const { data } = useQuery({
    queryKey: configKeys.extra('value', 'CMSTemplateSuffix'),
    queryFn: () => configApi.valueOf('CMSTemplateSuffix'),
    staleTime: 60_000,
  });
  return data || '.template.html';
}

/** The enabled publish pipes of the current site (filter and add dialog). */
export function usePipeOptions(siteId: string | undefined) {
  return useQuery({
    queryKey: publishPipeKeys.extra('options', siteId),
    queryFn: publishPipeApi.selectData,
  }).data;
}

export type TemplateForm = Partial<TemplateAddBody & TemplateRenameBody>;

/** Writes of the template list; each refreshes the template lists (the pickers' too). */
export function useTemplateMutations() {
  const save = useListMutation({
    mutationFn: (form: TemplateForm) =>
      form.templateId
        ? templateApi.rename({ templateId: form.templateId, path: form.path ?? '', remark: form.remark })
        : templateApi.add({
            publishPipeCode: form.publishPipeCode ?? '',
            path: form.path ?? '',
            remark: form.remark,
          }),
    invalidate: templateKeys.all,
    success: false,
  });
  const remove = useListMutation({
    mutationFn: (ids: (string | number)[]) => templateApi.remove(ids.map(String)),
    invalidate: templateKeys.all,
    success: 'delete',
  });
  const clearInclude = useListMutation({
    mutationFn: (ids: string[]) => templateApi.clearIncludeCache(ids),
    invalidate: templateKeys.all,
  });
  const clearTemplates = useListMutation({
    mutationFn: () => templateApi.clearTemplateCache(),
    invalidate: templateKeys.all,
  });
  return { save, remove, clearInclude, clearTemplates };
}
