// CmsPermissionController is typed in the API layer; menu grants are `permissionApi` of src/api/system.
export { permApi } from '@/api/cms/perms';
