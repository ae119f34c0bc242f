/** How long after a fill a control's own change counts as normalising the loaded value. */
const SETTLE_MS = 250;
/** What the user does before changing a value; seen in the capture phase, ahead of React's handlers. */
const USER_EVENTS = ['keydown', 'pointerdown', 'mousedown', 'input', 'paste', 'drop'] as const;

/**
 * Calls `settled` once the form has settled after a fill: controls that normalise their value when
 * they mount report it soon after (what they hold then is the loaded state, not an edit), and the
 * user's first key, click or input ends the wait at once, before their change lands. Returns the
 * cleanup (for an effect).
 */
export function afterSettling(settled: () => void): () => void {
  let done = false;
  const finish = () => {
    if (done) return;
    stop();
    settled();
  };
  const timer = setTimeout(finish, SETTLE_MS);
  function stop() {
    done = true;
    clearTimeout(timer);
    for (const type of USER_EVENTS) document.removeEventListener(type, finish, true);
  }
  for (const type of USER_EVENTS) document.addEventListener(type, finish, true);
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
