/**
 * A required-field message that names its field ("站点名称不能为空"): some text before "不能为空" that
 * is not a leftover `${label}` variable or "undefined" (see rules.required in src/lib/validators).
 */
export const NAMED_REQUIRED = /^(?!undefined|\$\{)\S.*不能为空$/;
