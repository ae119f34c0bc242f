import Cookies from 'js-cookie';
import { create } from 'zustand';

/**
 * Client state of the frame (the Vue `app` store): sidebar open/closed (cookie `sidebarStatus`, '1'/'0'),
 * device class, the control size (cookie `size`) and the light/dark mode (localStorage, the key the newer
 * Vue console uses).
 */
export type Device = 'desktop' | 'mobile';
export type ControlSize = 'default' | 'medium' | 'small' | 'mini';

export const CONTROL_SIZES: readonly ControlSize[] = ['default', 'medium', 'small', 'mini'];
/** antd's own 32 px controls, until the user picks another size. */
export const DEFAULT_CONTROL_SIZE: ControlSize = 'medium';
export const SIDEBAR_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
export const COLOR_SCHEME_KEY = 'vueuse-color-scheme';
/** Below this viewport width the device counts as mobile (RuoYi's WIDTH constant). */
export const MOBILE_WIDTH = 992;

const COOKIE_OPTIONS = { sameSite: 'Lax', path: '/' } as const;

function readSize(): ControlSize {
  const stored = Cookies.get(SIZE_COOKIE);
  return CONTROL_SIZES.includes(stored as ControlSize) ? (stored as ControlSize) : DEFAULT_CONTROL_SIZE;
}

function readDark(): boolean {
  try {
    return globalThis.localStorage?.getItem(COLOR_SCHEME_KEY) === 'dark';
  } catch {
    return false;
  }
}

export function deviceOf(width: number): Device {
  return width < MOBILE_WIDTH ? 'mobile' : 'desktop';
}

interface AppState {
  /** Desktop sidebar expanded (true) or collapsed to icons. */
  sidebarOpened: boolean;
  /** Mobile: the overlay drawer is showing. */
  drawerOpened: boolean;
  device: Device;
  size: ControlSize;
  dark: boolean;
  toggleSidebar: () => void;
  setDrawerOpened: (opened: boolean) => void;
  setDevice: (device: Device) => void;
  setSize: (size: ControlSize) => void;
  setDark: (dark: boolean) => void;
}

export const useAppState = create<AppState>()((set, get) => ({
  // No cookie yet means open, as in the Vue console.
  sidebarOpened: Cookies.get(SIDEBAR_COOKIE) !== '0',
  drawerOpened: false,
  device: deviceOf(globalThis.innerWidth ?? MOBILE_WIDTH),
  size: readSize(),
  dark: readDark(),
  toggleSidebar: () => {
    if (get().device === 'mobile') {
      set({ drawerOpened: !get().drawerOpened });
      return;
    }
    const sidebarOpened = !get().sidebarOpened;
    Cookies.set(SIDEBAR_COOKIE, sidebarOpened ? '1' : '0', COOKIE_OPTIONS);
    set({ sidebarOpened });
  },
  setDrawerOpened: (drawerOpened) => set({ drawerOpened }),
  setDevice: (device) => set(device === get().device ? {} : { device, drawerOpened: false }),
  setSize: (size) => {
    Cookies.set(SIZE_COOKIE, size, COOKIE_OPTIONS);
    set({ size });
  },
  setDark: (dark) => {
    globalThis.localStorage?.setItem(COLOR_SCHEME_KEY, dark ? 'dark' : 'light');
    set({ dark });
  },
}));
