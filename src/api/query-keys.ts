/**
 * Query keys of one entity, shaped so one prefix invalidates all its lists or all its details:
 *
 *   export const postKeys = createQueryKeys('system/post');
 *   postKeys.all            // ['system/post']              → everything of posts
 *   postKeys.lists()        // ['system/post', 'list']      → every list page/filter
 *   postKeys.list(params)   // ['system/post', 'list', params]
 *   postKeys.detail(id)     // ['system/post', 'detail', id]
 */
export function createQueryKeys<S extends string>(scope: S) {
  return {
    all: [scope] as const,
    lists: () => [scope, 'list'] as const,
    list: (params: object) => [scope, 'list', params] as const,
    details: () => [scope, 'detail'] as const,
    detail: (id: string | number) => [scope, 'detail', String(id)] as const,
    /** Anything else of the entity (option lists, trees): `keys.extra('options')`. */
    extra: (...parts: readonly unknown[]) => [scope, ...parts] as const,
  };
}

export type QueryKeys = ReturnType<typeof createQueryKeys>;
