import type { PusherType } from '@/api/system/pusher';

/** What is wrong with a configuration's JSON text, or nothing. */
export type ConfigJsonProblem =
  { kind: 'syntax'; reason: string } | { kind: 'notObject' } | { kind: 'missing'; fields: string[] };

/** The text as the object `configProps` sends, or undefined when it is not a JSON object. */
export function parseConfigJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Checks the text: valid JSON, an object, every setting the type requires present and not empty. */
export function checkConfigJson(text: string, type: PusherType | undefined): ConfigJsonProblem | undefined {
  try {
    JSON.parse(text);
  } catch (error) {
    return { kind: 'syntax', reason: error instanceof Error ? error.message : String(error) };
  }
  const props = parseConfigJson(text);
  if (!props) return { kind: 'notObject' };
  const missing = (type?.fields ?? [])
    .filter(
      (f) => f.required && (props[f.name] === undefined || props[f.name] === null || props[f.name] === ''),
    )
    .map((f) => f.name);
  return missing.length > 0 ? { kind: 'missing', fields: missing } : undefined;
}

/** A starting configuration for the type: each setting with its example (or empty). */
export function configTemplate(type: PusherType): string {
  const entries = (type.fields ?? []).map((f) => [f.name, f.example ?? ''] as const);
  return JSON.stringify(Object.fromEntries(entries), null, 2);
}
