import type { FormRule } from 'antd';

/**
 * The template file name rule the backend enforces: ends with the suffix (config `CMSTemplateSuffix`),
 * before it letters, digits, underscore and `/` for sub-directories (no empty segment).
 */
export function isTemplatePath(path: string, suffix: string): boolean {
  if (!path.endsWith(suffix) || path.length === suffix.length) return false;
  const stem = path.slice(0, path.length - suffix.length);
  return /^[A-Za-z0-9_/]+$/.test(stem) && stem.split('/').every((segment) => segment !== '');
}

export function templatePathRule(suffix: string, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value === '' || isTemplatePath(value.trim(), suffix)
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
