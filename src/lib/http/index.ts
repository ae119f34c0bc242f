/**
 * The HTTP layer of the console: one axios instance (nothing else imports axios), the ChestnutCMS
 * envelope/code policy, downloads, uploads and the query-string rule.
 */
export { API_BASE } from './config';
export { http, toPage, type HttpMethod } from './methods';
export { isSessionExpiredPromptOpen, setSessionExpiredHandler } from './session-expired';
export { download, downloadGet, exportExcel, downloadResource, type DownloadOptions } from './download';
export {
  postMultipart,
  uploadFile,
  type MultipartOptions,
  type UploadOptions,
  type UploadResult,
} from './upload';
export { addDateRange, serializeParams } from './params';
export { resolveFileName, type HeaderSource } from './filename';
export { shouldReportQueryError, describeError } from './query-errors';
export { CanceledError, RepeatSubmitError } from './errors';
export {
  ApiError,
  type Envelope,
  type PageParams,
  type PageResult,
  type RawPage,
  type RequestOptions,
} from './types';
