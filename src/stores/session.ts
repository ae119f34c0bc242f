import { create } from 'zustand';

import { authApi } from '@/api/common/auth';
import { getToken, removeToken, setToken } from '@/lib/auth/token';
import type { LoginForm, RouterVO, SessionUser } from '@/lib/auth/types';
import { API_BASE } from '@/lib/http';

/** RuoYi assigns this role when `/getInfo` returns none, so role checks still have something to test. */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

export type SessionStatus = 'anonymous' | 'signed-in' | 'loading' | 'ready';

interface SessionState {
  token: string | undefined;
  status: SessionStatus;
  user: SessionUser | undefined;
  /** Avatar URL ready for an <img> (API base + avatarSrc), or undefined for the default avatar. */
  avatarUrl: string | undefined;
  roles: string[];
  permissions: string[];
  /** The raw `/getRouters` tree; routes and menus are derived from it. */
  routers: RouterVO[];
  /**
   * `POST /login`, then the session's calls. `withToken` runs once the token is stored, in the same
   * task as the session's calls are started: calls it starts travel with `/getInfo` and `/getRouters`.
   */
  login: (form: LoginForm, withToken?: () => void) => Promise<void>;
  /** `/getInfo` then `/getRouters`. Rejects (after clearing the session) when either fails. */
  loadSession: () => Promise<void>;
  /** Server logout (best effort) and local reset. */
  logout: () => Promise<void>;
  /** Local reset only (token, roles, permissions, routes). */
  clear: () => void;
}

const initialToken = getToken();

/**
 * The `/getInfo` + `/getRouters` load in flight and the token it is for: a second caller with the same
 * token joins it instead of asking again; one for another token (signed out and in meanwhile) does not.
 */
let sessionLoad: { token: string | undefined; done: Promise<void> } | undefined;

/** `/getInfo` and `/getRouters`: independent (both need only the token), so asked together. */
function askSession() {
  return Promise.all([authApi.getInfo(), authApi.getRouters()]);
}

/** Notes `done` as the load in flight for `token` until it ends. */
function track(token: string | undefined, done: Promise<void>): Promise<void> {
  const entry = { token, done };
  sessionLoad = entry;
  const forget = () => {
    if (sessionLoad === entry) sessionLoad = undefined;
  };
  done.then(forget, forget);
  return done;
}

export const useSession = create<SessionState>()((set, get) => {
  /** Stores the session's replies, or clears the session (and rejects) when either call failed. */
  const settle = async (calls: ReturnType<typeof askSession>): Promise<void> => {
    try {
      const [info, routers] = await calls;
      const avatarSrc = info.user.avatarSrc;
      set({
        status: 'ready',
        user: info.user,
        avatarUrl: avatarSrc ? (/^https?:/.test(avatarSrc) ? avatarSrc : API_BASE + avatarSrc) : undefined,
        roles: info.roles && info.roles.length > 0 ? info.roles : [DEFAULT_ROLE],
        permissions: info.permissions ?? [],
        routers: routers ?? [],
      });
    } catch (error) {
      get().clear();
      throw error;
    }
  };
  return {
    token: initialToken,
    status: initialToken ? 'signed-in' : 'anonymous',
    user: undefined,
    avatarUrl: undefined,
    roles: [],
    permissions: [],
    routers: [],

    async login(form, withToken) {
      const token = await authApi.login(form);
      setToken(token);
      // The session's calls leave with the login's reply, before the store's update below: that update
      // leaves the sign-in page in a blocking render (PublicOnly's flushSync), which they waited for
      // (some 15 ms at 1×). The route guard joins this load (loadSession) and handles a failure.
      const done = track(token, settle(askSession()));
      set({ token, status: 'loading', roles: [], permissions: [], routers: [] });
      done.catch(() => undefined);
      withToken?.();
    },

    loadSession() {
      const { token, status } = get();
      if (sessionLoad && sessionLoad.token === token) return sessionLoad.done;
      // Loaded already: a caller acting on an older render (a passive effect runs after paint, when the
      // load may have finished) must not ask again. That reload flipped the status to 'loading', and the
      // route guard unmounted the whole console for it.
      if (status === 'ready' && token) return Promise.resolve();
      set({ status: 'loading' });
      return track(token, settle(askSession()));
    },

    async logout() {
      if (get().token) {
        try {
          await authApi.logout();
        } catch {
          // The token may already be invalid; signing out locally is what matters.
        }
      }
      get().clear();
    },

    clear() {
      removeToken();
      set({
        token: undefined,
        status: 'anonymous',
        user: undefined,
        avatarUrl: undefined,
        roles: [],
        permissions: [],
        routers: [],
      });
    },
  };
});

/** Non-React access for the HTTP client's session-expired handler and tests. */
export const sessionStore = useSession;
