import Cookies from 'js-cookie';

/**
 * "Remember me" keeps the account name (30 days) — never the password: the Vue console stored it in a
 * cookie encrypted with a key shipped in its bundle, which protects nothing.
 */
const USERNAME = 'username';
const REMEMBER = 'rememberMe';
const DAYS = 30;

export function readRemembered(): { username: string; rememberMe: boolean } {
  return { username: Cookies.get(USERNAME) ?? '', rememberMe: Cookies.get(REMEMBER) === 'true' };
}

export function writeRemembered(username: string, rememberMe: boolean): void {
  if (rememberMe) {
    Cookies.set(USERNAME, username, { expires: DAYS, sameSite: 'Lax' });
    Cookies.set(REMEMBER, 'true', { expires: DAYS, sameSite: 'Lax' });
  } else {
    Cookies.remove(USERNAME);
    Cookies.remove(REMEMBER);
  }
  // Left over by the Vue console: a (weakly) encrypted password must not linger.
  Cookies.remove('password');
}
