import type { ProfileUser } from '@/api/system/profile';
import type { PasswordConfig } from '@/api/system/security';
import { passwordRulePattern } from '@/lib/validators';

export const SENSITIVE_KINDS = [
  'ACCOUNT',
  'PHONE_NUMBER',
  'EMAIL',
  'NICK_NAME',
  'REAL_NAME',
  'BIRTHDAY',
] as const;
export type SensitiveKind = (typeof SENSITIVE_KINDS)[number];

/** What the active security config asks of a new password. */
export interface PasswordPolicy {
  min: number;
  max: number;
  /** The composition rule's name (for its message) and pattern; absent for NONE. */
  rule?: { name: string; pattern: RegExp };
  sensitive: SensitiveKind[];
}

export function policyOf(config: PasswordConfig | null | undefined): PasswordPolicy | undefined {
  if (!config) return undefined;
  const pattern = passwordRulePattern(config);
  return {
    min: config.passwordLenMin,
    max: config.passwordLenMax,
    rule: pattern ? { name: config.passwordRule, pattern } : undefined,
    sensitive: (config.passwordSensitive ?? []).filter((k): k is SensitiveKind =>
      (SENSITIVE_KINDS as readonly string[]).includes(k),
    ),
  };
}

/**
 * The user's own data a password must not contain. The Vue console compared the pinyin of the nick
 * and real names; without a pinyin table the names themselves are compared (the server has the final word).
 */
function sensitiveValue(kind: SensitiveKind, user: ProfileUser): string | undefined {
  switch (kind) {
    case 'ACCOUNT':
      return user.userName;
    case 'PHONE_NUMBER':
      return user.phoneNumber;
    case 'EMAIL':
      return user.email?.split('@')[0];
    case 'NICK_NAME':
      return user.nickName;
    case 'REAL_NAME':
      return user.realName;
    case 'BIRTHDAY':
      return user.birthday?.slice(0, 10).replaceAll('-', '');
  }
}

export type PasswordProblem =
  { kind: 'length' } | { kind: 'rule'; rule: string } | { kind: 'sensitive'; found: SensitiveKind };

/** The first rule the password breaks, or undefined. */
export function checkPassword(
  policy: PasswordPolicy,
  user: ProfileUser | undefined,
  password: string,
): PasswordProblem | undefined {
  if (password.length < policy.min || password.length > policy.max) return { kind: 'length' };
  if (policy.rule && !policy.rule.pattern.test(password)) return { kind: 'rule', rule: policy.rule.name };
  const lower = password.toLowerCase();
  for (const kind of policy.sensitive) {
    const value = user && sensitiveValue(kind, user);
    if (value && lower.includes(value.toLowerCase())) return { kind: 'sensitive', found: kind };
  }
  return undefined;
}
