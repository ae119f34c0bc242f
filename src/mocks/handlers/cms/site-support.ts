/** Helpers the site handlers (site.ts, site-settings.ts, site-theme.ts) share. */
import type { Call } from '../../core/context';
import { ok } from '../../core/envelope';
import type { CmsSite } from '../../db';

/** Where the mock serves uploaded files (handlers/common/file.ts `/profile/**`). */
export const PREVIEW_PREFIX = '/prod-api/profile/';

export interface PublishPipeProp {
  pipeCode?: string;
  pipeName?: string;
  props?: Record<string, unknown>;
}

export function findSite(c: Call, siteId: unknown): CmsSite {
  const site = c.db.tables.sites.find((s) => s.siteId === String(siteId ?? ''));
  if (!site) return c.error('ERR.COMMON.DATA_NOT_FOUND_BY_ID', 'siteId', String(siteId ?? ''));
  return site;
}

export function sitePipes(c: Call, siteId: string) {
  return c.db.tables.publishPipes
    .filter((p) => p.siteId === siteId && p.state === '0')
    .sort((a, b) => a.sort - b.sort);
}

/** The task id of a started async task, or the backend's "already running" error. */
export function taskStarted(c: Call, taskId: string | undefined, runningKey: string, ...args: unknown[]) {
  if (taskId === undefined) return c.error(runningKey, ...args);
  return ok(taskId);
}
