/**
 * Request bodies are built from a list of the fields the backend's body class declares
 * (docs/endpoints.md), so a dialog that loaded a record never sends back read-only fields it holds
 * (`enable`, `accountNonLocked`, `createTime`…) just because TypeScript lets extra properties through.
 */

/** The keys of T that `keys` leaves out; `never` when the list is complete. */
type Missing<T, K extends readonly (keyof T)[]> = Exclude<keyof T, K[number]>;

/** The listed fields of `values` that are set; anything else the caller holds is left behind. */
export function pickBody<T extends object>(values: T, keys: readonly (keyof T)[]): T {
  const body: Partial<T> = {};
  for (const key of keys) {
    if (values[key] !== undefined) body[key] = values[key];
  }
  return body as T;
}

/**
 * A picker for the body type T: `bodyPicker<PostBody>()(['postId', 'postCode', …])`. The list must
 * name every field of T (a forgotten one is a type error), so the type and the list cannot drift apart.
 */
export function bodyPicker<T extends object>() {
  return <const K extends readonly (keyof T)[]>(
      keys: K & ([Missing<T, K>] extends [never] ? unknown : { missingFields: Missing<T, K> }),
    ) =>
    (values: T): T =>
      pickBody(values, keys);
}
