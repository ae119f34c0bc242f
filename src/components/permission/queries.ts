import { createQueryKeys } from '@/components/list';

/** Grants read by the permission tabs; saving a tab invalidates `permissionKeys.extra('perms')`. */
export const permissionKeys = createQueryKeys('system/permission');
