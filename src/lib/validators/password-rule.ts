/** SecurityPasswordRule → pattern, for a security config that does not send its own `passwordRulePattern`. */
const RULE_PATTERNS: Record<string, string> = {
  LETTER_NUMBER: '^(?=.*[A-Za-z])(?=.*\\d).+$',
  UPPER_LOW_LETTER_NUMBER: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d).+$',
  LETTER_NUMBER_SPECIAL: '^(?=.*[A-Za-z])(?=.*\\d)(?=.*[^A-Za-z\\d]).+$',
  UPPER_LOW_LETTER_NUMBER_SPECIAL: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z\\d]).+$',
};

/**
 * The composition pattern of a security config's password rule: its own pattern, else the rule's
 * standard one; none for NONE, an unknown rule or a broken pattern (the server has the final word, and a
 * broken pattern in the config must not lock anyone out of a form).
 */
export function passwordRulePattern(config: {
  passwordRule: string;
  passwordRulePattern?: string;
}): RegExp | undefined {
  if (config.passwordRule === 'NONE') return undefined;
  const source = config.passwordRulePattern || RULE_PATTERNS[config.passwordRule];
  try {
    return source ? new RegExp(source) : undefined;
  } catch {
    return undefined;
  }
}
