export { PermissionDrawer, type PermissionDrawerProps } from './PermissionDrawer';
export { permissionKeys } from './queries';
export { permApi } from './api';
export type { PermOwner } from './types';
