import { checkAccess } from '@/lib/auth/permission';

import type { StaticRoute } from './static-routes';

export type StaticRouteOutcome = 'open' | 'not-found' | 'forbidden';

/**
 * What a console-declared route shows this user: a malformed `(\d+)` parameter is a path that does not
 * exist (404); a well-formed path the user lacks the permission for is "no permission" (401), not a
 * 404, so they know the screen exists and whom to ask.
 */
export function staticRouteOutcome(
  route: Pick<StaticRoute, 'access' | 'digitParams'>,
  params: Readonly<Record<string, string | undefined>>,
  subject: { permissions: readonly string[]; roles: readonly string[] },
): StaticRouteOutcome {
  if (route.digitParams?.some((name) => !/^\d+$/.test(params[name] ?? ''))) return 'not-found';
  if (route.access && !checkAccess(subject, route.access)) return 'forbidden';
  return 'open';
}
