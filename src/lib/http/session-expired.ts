import { removeToken } from '@/lib/auth/token';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';

type SessionExpiredHandler = () => Promise<void> | void;

/**
 * Used until the app registers its own (which also clears the session store): drop the dead token
 * and reload at the index page, as the Vue console did (`location.href = VUE_APP_PATH + 'index'`).
 */
const fallbackHandler: SessionExpiredHandler = () => {
  removeToken();
  window.location.assign(`${import.meta.env.BASE_URL}index`);
};

let handler: SessionExpiredHandler = fallbackHandler;
/** One prompt at a time: a page firing five calls with a dead token must not stack five dialogs. */
let promptOpen = false;

/** The app registers what "re-login" means (log out locally, then go to the index page). */
export function setSessionExpiredHandler(fn: SessionExpiredHandler): void {
  handler = fn;
}

/**
 * Forgets an open prompt without answering it. Only for tests: they close every dialog between tests
 * without an answer, which would otherwise leave the flag set for the next test in the same worker.
 */
export function forgetSessionExpiredPrompt(): void {
  promptOpen = false;
}

/** Whether the session-expired confirm is showing (the app keeps "where the user was" meanwhile). */
export function isSessionExpiredPromptOpen(): boolean {
  return promptOpen;
}

/**
 * Shows the session-expired confirm unless one is already open. The flag is cleared only after the
 * dialog closed and the handler finished, so calls failing while the logout runs do not reopen it.
 */
export async function promptSessionExpired(): Promise<void> {
  if (promptOpen) return;
  promptOpen = true;
  try {
    const relogin = await feedback.confirm({
      title: i18n.t('http:sessionExpiredTitle'),
      content: i18n.t('http:sessionExpired'),
      okText: i18n.t('http:relogin'),
      cancelText: i18n.t('http:cancel'),
    });
    if (relogin) await handler();
  } catch (error) {
    console.error('[http] session-expired handler failed', error);
  } finally {
    promptOpen = false;
  }
}
