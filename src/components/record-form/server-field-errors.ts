import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

import { ApiError } from '@/lib/http';

/**
 * A server message that is about one field: `{ name: 'path', match: /目录|directory/ }`. The backend
 * answers a failed save with one text (bind errors joined by "\n"; see docs/backend-contract.md), so a
 * screen lists which texts belong to which of its fields, in every language it can arrive in.
 */
export interface ServerFieldError {
  name: NamePath;
  match: RegExp | string | ((line: string) => boolean);
}

function matches(rule: ServerFieldError, line: string): boolean {
  if (typeof rule.match === 'function') return rule.match(line);
  if (typeof rule.match === 'string') return line.includes(rule.match);
  return rule.match.test(line);
}

/**
 * Puts the lines of a failed save's message on the fields they name (the toast already showed the
 * whole message). Returns whether any line found a field.
 */
export function showServerFieldErrors(
  form: FormInstance,
  error: unknown,
  rules: readonly ServerFieldError[] | undefined,
): boolean {
  if (!rules?.length || !(error instanceof ApiError) || !error.message) return false;
  const fields = new Map<string, { name: NamePath; errors: string[] }>();
  for (const line of error.message.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    for (const rule of rules.filter((r) => matches(r, line))) {
      const key = JSON.stringify(rule.name);
      const entry = fields.get(key) ?? { name: rule.name, errors: [] };
      entry.errors.push(line);
      fields.set(key, entry);
    }
  }
  form.setFields([...fields.values()]);
  return fields.size > 0;
}
