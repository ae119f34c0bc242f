import type { CaptchaReply, LanguageOption, LoginForm, RouterVO, UserInfoReply } from '@/lib/auth/types';
import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

export const authKeys = createQueryKeys('auth');

/** Session calls of SysLoginController / CaptchaController, and the sign-in page's language list. */
export const authApi = {
  /** Public; 20 s timeout as in the original console. */
  captcha: () => http.get<CaptchaReply>('/captchaImage', undefined, { isToken: false, timeout: 20_000 }),
  /** Public; `data` is the token. The captcha fields are only read by the server when it is enabled. */
  login: (form: LoginForm) =>
    http.post<string>(
      '/login',
      { username: form.username.trim(), password: form.password, code: form.code, uuid: form.uuid },
      { isToken: false, repeatSubmit: false },
    ),
  /** The server answers HTTP 200 with an empty body; a failure here must never block a local logout. */
  logout: () => http.post<void>('/logout', undefined, { silent: true, repeatSubmit: false }),
  getInfo: () => http.get<UserInfoReply>('/getInfo'),
  getRouters: () => http.get<RouterVO[]>('/getRouters'),
  languageOptions: () =>
    http.get<LanguageOption[]>('/system/i18n/dict/langOptions', undefined, { isToken: false }),
  /** Admin registration (no token). ChestnutCMS 1.5.5 has no such endpoint; kept for drop-in parity. */
  register: (form: {
    username: string;
    password: string;
    confirmPassword: string;
    code?: string;
    uuid?: string;
  }) => http.post<void>('/register', form, { isToken: false }),
};
