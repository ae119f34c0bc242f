/** Shared helpers of the System mock-endpoint tests: signed-in calls and the last audit rows. */
import type { R, SysOperLog, TableData } from '@/mocks';

import { mockDb, mockLogin } from '../../msw-server';
import { call, request } from '../helpers';

export type Page<T> = R<TableData<T>>;

/** A signed-in caller: `api.get(path)`, `api.send('PUT', path, body)`, in an optional locale. */
export function signedIn(userName = 'admin', locale?: string) {
  const token = mockLogin(userName);
  return {
    token,
    get: <T = unknown>(path: string) => call<T>(path, { token, locale }),
    send: <T = unknown>(method: string, path: string, json?: unknown) =>
      call<T>(path, { method, token, locale, json }),
    /** POST <list path> with `cc-export` and form-encoded filters, as the console exports. */
    exportList: (path: string, filters: Record<string, string> = {}) =>
      request(path, {
        method: 'POST',
        token,
        headers: { 'cc-export': '1', 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(filters).toString(),
      }),
  };
}

/** The operation-log rows written after `since` rows existed. */
export function operLogsSince(since: number): SysOperLog[] {
  return mockDb().tables.operLogs.slice(since);
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Asserts an Excel export reply: xlsx type, `Export_<Class>_<stamp>.xlsx`, a zip body. */
export async function expectXlsx(res: Response, className: string): Promise<void> {
  expect(res.headers.get('content-type')).toBe(XLSX_TYPE);
  expect(res.headers.get('content-disposition')).toMatch(
    new RegExp(`^attachment;filename\\*=utf-8''Export_${className}_\\d{14}\\.xlsx$`),
  );
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect([bytes[0], bytes[1]]).toEqual([0x50, 0x4b]);
}

/** A multipart body with one file field, written by hand (jsdom's FormData loses files in fetch). */
export function multipart(field: string, fileName: string, bytes: Uint8Array) {
  const boundary = '----sysmockboundary4f2a9c';
  const head = new TextEncoder().encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
  const body = new Uint8Array(head.length + bytes.length + tail.length);
  body.set(head);
  body.set(bytes, head.length);
  body.set(tail, head.length + bytes.length);
  return { body, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` } };
}
