import type { SiteExtends } from '@/api/cms/site';

export const STORAGE_TYPES = ['Local', 'AliyunOSS', 'TencentCOS', 'MinIO'] as const;
export const STORAGE_ARGS = [
  'accessKey',
  'accessSecret',
  'bucket',
  'domain',
  'endpoint',
  'pipeline',
] as const;
export const WATERMARK_POSITIONS = [
  'TOP_LEFT',
  'TOP_CENTER',
  'TOP_RIGHT',
  'CENTER_LEFT',
  'CENTER',
  'CENTER_RIGHT',
  'BOTTOM_LEFT',
  'BOTTOM_CENTER',
  'BOTTOM_RIGHT',
] as const;
export const POSITION_ARROWS: Record<(typeof WATERMARK_POSITIONS)[number], string> = {
  TOP_LEFT: '↖',
  TOP_CENTER: '↑',
  TOP_RIGHT: '↗',
  CENTER_LEFT: '←',
  CENTER: '┼',
  CENTER_RIGHT: '→',
  BOTTOM_LEFT: '↙',
  BOTTOM_CENTER: '↓',
  BOTTOM_RIGHT: '↘',
};

/** Read-only members of the reply that are not config properties. */
const NOT_SAVED = new Set(['PreviewPrefix']);

/**
 * `POST /cms/site/extends/{siteId}` body: objects and arrays as JSON text, scalars as they are (the
 * Vue screen's rule); empty values are skipped so the server keeps its defaults for them.
 */
export function toExtendsBody(values: SiteExtends): Record<string, string | number | boolean> {
  const body: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(values)) {
    if (NOT_SAVED.has(key) || value === undefined || value === null) continue;
    if (typeof value === 'object') body[key] = JSON.stringify(value);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      body[key] = value;
  }
  return body;
}
