import type { FormRule } from 'antd';

import type { PasswordConfig } from './types';

/** SecurityPasswordRule → pattern, for a config that does not send its own `passwordRulePattern`. */
const RULE_PATTERNS: Record<string, string> = {
  LETTER_NUMBER: '^(?=.*[A-Za-z])(?=.*\\d).+$',
  UPPER_LOW_LETTER_NUMBER: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).+$',
  LETTER_NUMBER_SPECIAL: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d]).+$',
  UPPER_LOW_LETTER_NUMBER_SPECIAL: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d]).+$',
};

function patternOf(config: PasswordConfig): RegExp | undefined {
  if (config.passwordRule === 'NONE') return undefined;
  const source = config.passwordRulePattern || RULE_PATTERNS[config.passwordRule];
  try {
    return source ? new RegExp(source) : undefined;
  } catch {
    return undefined; // a broken pattern in the config must not block the form; the server decides
  }
}

export interface PasswordMessages {
  length: (min: number, max: number) => string;
  rule: () => string;
}

/**
 * Length and composition checks of the active security config (the mock and the server answer
 * INSECURE_PASSWORD otherwise). Sensitive parts and weak-password lists stay with the server.
 */
export function passwordPolicyRule(
  config: PasswordConfig | null | undefined,
  messages: PasswordMessages,
): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (!config || typeof value !== 'string' || value === '') return Promise.resolve();
      const { passwordLenMin: min, passwordLenMax: max } = config;
      if (value.length < min || value.length > max)
        return Promise.reject(new Error(messages.length(min, max)));
      const pattern = patternOf(config);
      if (pattern && !pattern.test(value)) return Promise.reject(new Error(messages.rule()));
      return Promise.resolve();
    },
  };
}
