/**
 * User preferences (IUserPreference beans of 1.5.5): stored on the user row as a map. Saving keeps
 * only the known ids, each falling back to its default, as SysUserController.saveUserPreferences does.
 */
import type { Call } from '../core/context';
import { fail, ok, type R } from '../core/envelope';
import type { SysUser } from '../db';

/** Known preference ids and their defaults. */
export const PREFERENCE_DEFAULTS: Readonly<Record<string, unknown>> = {
  Shortcut: [],
  StatIndex: '',
  ShowContentSubTitle: 'N',
  IncludeChildContent: 'N',
  OpenContentEditorW: 'N',
  CatalogTreeExpandMode: '',
};

/** `GET /system/user/getPreferences`: the stored map, `{}` when never saved. */
export function preferencesOf(user: SysUser): Record<string, unknown> {
  return user.preferences ?? {};
}

/** `GET /system/user/preference?id=`: one value or its default; `R.fail()` for an unknown id. */
export function preferenceOf(c: Call, user: SysUser, id: string | null): R {
  c.validate((v) => [v.notBlank(id)]);
  const key = String(id);
  if (!(key in PREFERENCE_DEFAULTS)) return fail('FAIL');
  return ok(user.preferences?.[key] ?? PREFERENCE_DEFAULTS[key]);
}

export function savePreferences(user: SysUser, body: Record<string, unknown>): void {
  user.preferences = Object.fromEntries(
    Object.entries(PREFERENCE_DEFAULTS).map(([key, fallback]) => [key, body[key] ?? fallback]),
  );
}
