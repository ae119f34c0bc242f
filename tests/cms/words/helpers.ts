import type { recordRequests } from '../../system/helpers';

/** The JSON bodies of the recorded requests with this method and path, in order. */
export function sentBodies(seen: ReturnType<typeof recordRequests>, method: string, path: string): unknown[] {
  return seen.filter((r) => r.method === method && r.path === path).map((r) => JSON.parse(r.body) as unknown);
}
