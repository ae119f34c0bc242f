/**
 * Runs in the page before any of its own scripts (addInitScript): records, with performance.now(),
 * the first moment each milestone is on screen, so timings exclude the test driver's round trips.
 * Plain JavaScript text on purpose: a function would be re-serialised from tsx's output, which wraps
 * named functions in its \`__name\` helper; the shim below lets page.evaluate callbacks of this script
 * (compiled the same way) run in the page.
 */
export const MARKS_SCRIPT = `
window.__name = (fn) => fn;
(() => {
  const marks = (window.__marks = {});
  const milestones = {
    loginUsable: () => {
      const input = document.querySelector('#login-username');
      const submit = document.querySelector('form[name="login"] button[type="submit"]');
      return Boolean(input && submit && !input.disabled && !submit.disabled);
    },
    // Home has rendered its data: the card is there and no longer shows its loading skeleton.
    firstScreen: () => {
      const home = document.querySelector('[data-testid="home-page"]');
      return Boolean(home && !home.querySelector('.ant-skeleton'));
    },
  };
  const check = () => {
    for (const [name, done] of Object.entries(milestones)) {
      if (marks[name] === undefined && done()) marks[name] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();
`;
