import type { LocaleShape } from '../types';
import type zhCN from '../zh-CN/http';

const http: LocaleShape<typeof zhCN> = {
  sessionExpiredTitle: 'Session expired',
  sessionExpired: 'You can stay on this page, or log in again.',
  relogin: 'Log in again',
  cancel: 'Cancel',
  invalidSession: 'Invalid or expired session, please log in again.',
  repeatSubmit: 'The request is being processed, please do not submit again.',
  networkError: 'Could not connect to the server.',
  timeout: 'The server took too long to respond.',
  apiError: 'Server API error {{code}}.',
  canceled: 'The request was cancelled.',
  err401: 'Authentication failed, system resources cannot be accessed.',
  err403: 'You do not have permission for this operation.',
  err404: 'The requested resource was not found.',
  errUnknown: 'Unknown system error, please report it to the administrator.',
  downloading: 'Downloading, please wait…',
  downloadFailed: 'The download failed, please contact the administrator.',
  uploadFailed: 'The upload failed, please try again.',
};
export default http;
