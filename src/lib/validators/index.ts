/** The console's field checks and the antd Form rules built on them. */
export { isBlank, isCode, isEmail, isHttpUrl, isMobile, isUrl } from './patterns';
export { passwordRulePattern } from './password-rule';
export { passwordPolicyRule, type PasswordMessages, type PasswordPolicyConfig } from './password-policy';
export { rules } from './rules';
