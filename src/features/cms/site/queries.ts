import { createQueryKeys } from '@/components/list';

/** Every site query key; `siteKeys.all` also covers the editor tabs of one site. */
export const siteKeys = createQueryKeys('cms/site');

export const siteEditorKeys = {
  detail: (siteId: string) => [...siteKeys.all, 'detail', siteId] as const,
  extends: (siteId: string) => [...siteKeys.all, 'extends', siteId] as const,
  defaultTemplates: (siteId: string) => [...siteKeys.all, 'default-templates', siteId] as const,
  properties: (query: object) => [...siteKeys.all, 'properties', query] as const,
  options: (name: string) => [...siteKeys.all, 'options', name] as const,
  perms: (roleId: string) => [...siteKeys.all, 'perms', roleId] as const,
};
