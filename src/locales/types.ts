/**
 * A translation table of another language must have exactly the keys of the zh-CN one
 * (the source of truth for key names), with string values.
 */
export type LocaleShape<T> = { [K in keyof T]: T[K] extends string ? string : LocaleShape<T[K]> };
