/** Empty inputs: a cleared text box gives '', a never-filled one undefined; neither is an edit. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * Whether two form values are the same for the user: deep equality of plain objects and arrays, with
 * undefined, null and '' counted as one "empty" value and objects such as dates or dayjs compared by
 * `valueOf()`.
 */
export function sameValues(a: unknown, b: unknown): boolean {
  if (a === b || (isEmpty(a) && isEmpty(b))) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameValues(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValues(a[key], b[key]));
  }
  if (typeof a === 'object' && typeof b === 'object' && a !== null && b !== null) {
    const [va, vb] = [a.valueOf(), b.valueOf()];
    return va !== a && vb !== b && a.constructor === b.constructor && sameValues(va, vb);
  }
  return false;
}
