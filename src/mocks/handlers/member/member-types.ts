/**
 * The level types and experience operations the server registers (ILevelType / IExpOperation beans).
 * 1.5.5 ships one level type, `Default`; the mock adds `Vip` so screens show more than one.
 */
import type { Call } from '../../core/context';
import type { Locale } from '../../core/i18n';

const VIP_NAME: Record<Locale, string> = { 'zh-CN': 'VIP 等级', 'zh-TW': 'VIP 等級', en: 'VIP level' };

export const LEVEL_TYPES = ['Default', 'Vip'] as const;
export const EXP_OPERATIONS = ['SignIn', 'Comment', 'CommentLike'] as const;

export function levelTypeName(c: Call, id: string): string {
  if (id === 'Vip') return VIP_NAME[c.locale];
  return c.t(`MEMBER.LEVEL_TYPE.${id}`);
}

export function expOperationName(c: Call, id: string): string {
  return c.t(`MEMBER.EXP_OPERATION.${id}`);
}

export function requireLevelType(c: Call, id: unknown): string {
  const type = String(id);
  if (!(LEVEL_TYPES as readonly string[]).includes(type))
    c.error('ERRCODE.MEMBER.UNSUPPORTED_LEVEL_TYPE', type);
  return type;
}

export function requireExpOperation(c: Call, id: unknown): string {
  const op = String(id);
  if (!(EXP_OPERATIONS as readonly string[]).includes(op)) c.error('ERRCODE.MEMBER.UNSUPPORTED_EXP_OP', op);
  return op;
}
