import type { ReactNode } from 'react';

import type { AccessRule } from '@/lib/auth/permission';

import { useAuth } from './use-auth';

/**
 * Renders its children only when the user passes the rule (`v-hasPermi` / `v-hasRole`):
 * `<Auth perm="system:user:add">…</Auth>`, `<Auth perm={['a', 'b']} mode="and">…</Auth>`,
 * `<Auth role="admin">…</Auth>`. Unauthorised elements are not rendered at all.
 */
export function Auth({
  children,
  fallback = null,
  ...rule
}: AccessRule & { children: ReactNode; fallback?: ReactNode }) {
  const { can } = useAuth();
  return <>{can(rule) ? children : fallback}</>;
}
