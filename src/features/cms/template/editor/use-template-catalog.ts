import { useQuery } from '@tanstack/react-query';

import { staticizeApi, staticizeKeys } from '@/api/cms/staticize';
import type { TemplateCatalog } from '@/components/code-editor';

/** The server's template tags and functions (completion and the directive panel); undefined until both came. */
export function useTemplateCatalog(): TemplateCatalog | undefined {
  const tags = useQuery({
    queryKey: staticizeKeys.extra('tags'),
    queryFn: staticizeApi.tags,
    staleTime: Infinity,
  });
  const functions = useQuery({
    queryKey: staticizeKeys.extra('functions'),
    queryFn: staticizeApi.functions,
    staleTime: Infinity,
  });
  if (!tags.data || !functions.data) return undefined;
  return { tags: tags.data, functions: functions.data };
}
