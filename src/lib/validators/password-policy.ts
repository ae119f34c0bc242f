import type { FormRule } from 'antd';

import { passwordRulePattern } from './password-rule';

/** The password part of the active security config (`GET /system/security/config/current`). */
export interface PasswordPolicyConfig {
  passwordLenMin: number;
  passwordLenMax: number;
  passwordRule: string;
  passwordRulePattern?: string;
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
  config: PasswordPolicyConfig | null | undefined,
  messages: PasswordMessages,
): FormRule {
  return {
    validator: (_rule, value: unknown) => {
      if (!config || typeof value !== 'string' || value === '') return Promise.resolve();
      const { passwordLenMin: min, passwordLenMax: max } = config;
      if (value.length < min || value.length > max)
        return Promise.reject(new Error(messages.length(min, max)));
      const pattern = passwordRulePattern(config);
      if (pattern && !pattern.test(value)) return Promise.reject(new Error(messages.rule()));
      return Promise.resolve();
    },
  };
}
