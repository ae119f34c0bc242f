/**
 * The hand-over from the HTML sign-in form (public/boot-sign-in.js) to the sign-in page: what the user
 * typed, where the caret was, and whether Sign in was already pressed. See docs/performance.md, "The
 * sign-in form before the code".
 */

const BOOT_ID = 'boot-sign-in';

export type BootField = 'login-username' | 'login-password';

export interface BootSignIn {
  username: string;
  password: string;
  rememberMe: boolean;
  /** The user typed in the form (the page then starts fetching the console's code). */
  typed: boolean;
  /** Sign in was pressed with both fields filled: the page sends the sign-in at once. */
  submitted: boolean;
  /** The focused field and its selection, to put the caret back where it was. */
  focus: { field: BootField; start: number; end: number } | null;
}

function input(page: HTMLElement, selector: string): HTMLInputElement | null {
  return page.querySelector<HTMLInputElement>(selector);
}

/** Whether the HTML form is there to be taken over (read while the sign-in page first renders). */
export function hasBootSignIn(): boolean {
  return document.getElementById(BOOT_ID) !== null;
}

/**
 * Reads the HTML form and removes it, or returns null when there is none. Called in the sign-in
 * page's layout effect, so no keystroke can land between the read and the removal.
 */
export function takeBootSignIn(): BootSignIn | null {
  const page = document.getElementById(BOOT_ID);
  if (!page) return null;
  const form = page.querySelector('form');
  const username = input(page, '#login-username');
  const password = input(page, '#login-password');
  // The field the user was in: the script notes it, as the sign-in page's mount may move the focus.
  const focused = form?.dataset.focused ? input(page, `#${form.dataset.focused}`) : null;
  const taken: BootSignIn = {
    username: username?.value ?? '',
    password: password?.value ?? '',
    rememberMe: input(page, 'input[type="checkbox"]')?.checked ?? false,
    typed: form?.dataset.typed === 'true',
    submitted: form?.dataset.submitted === 'true',
    focus: focused
      ? {
          field: focused.id as BootField,
          start: focused.selectionStart ?? focused.value.length,
          end: focused.selectionEnd ?? focused.value.length,
        }
      : null,
  };
  page.remove();
  return taken;
}

/**
 * Removes the HTML form without reading it: for every screen but the sign-in page (a session that
 * turned out valid, an error page), so the form never covers the console.
 */
export function dropBootSignIn(): void {
  document.getElementById(BOOT_ID)?.remove();
}
