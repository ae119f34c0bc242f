/**
 * What the user does before, or while, changing a value: seen in the capture phase, ahead of React's
 * handlers, so the state before their change is what they started from.
 */
const USER_EVENTS = ['keydown', 'pointerdown', 'mousedown', 'touchstart', 'input', 'change', 'paste', 'drop'];

/**
 * Calls `settled` when the user first acts after a fill: until then every change is the form's own
 * (controls that normalise the value they were given when they mount, values set in code), so the
 * values then are the loaded state. Focus moving into a frame (a rich-text editor) counts as acting:
 * the page sees no keys from inside it. Returns the cleanup (for an effect).
 */
export function afterSettling(settled: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    stop();
    settled();
  };
  function stop() {
    done = true;
    for (const type of USER_EVENTS) document.removeEventListener(type, finish, true);
    window.removeEventListener('blur', finish);
  }
  for (const type of USER_EVENTS) document.addEventListener(type, finish, true);
  window.addEventListener('blur', finish);
  return stop;
}

/** The value at an antd name path inside a values object. */
export function valueAt(values: unknown, name: readonly (string | number)[]): unknown {
  let node = values;
  for (const part of name) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string | number, unknown>)[part];
  }
  return node;
}
