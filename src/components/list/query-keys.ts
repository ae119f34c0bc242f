// Query keys live with the API layer; re-exported here so list screens keep one import.
export { createQueryKeys, type QueryKeys } from '@/api/query-keys';
