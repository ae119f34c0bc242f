import { create } from 'zustand';

/**
 * Layout settings of the settings drawer. Changes apply at once; "Save" writes them to
 * localStorage `layout-setting` (the Vue console's key and JSON shape, so a saved layout carries over);
 * "Reset" removes the key and the page reloads with the defaults.
 */
export type SideTheme = 'theme-dark' | 'theme-light';

export interface LayoutSettings {
  sideTheme: SideTheme;
  /** Theme colour (antd colorPrimary). */
  theme: string;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
}

export const LAYOUT_SETTING_KEY = 'layout-setting';

/** Eight presets; the Vue console's #409EFF becomes antd's own blue, the rest are the Vue ones. */
export const THEME_PRESETS = [
  '#1677ff',
  '#ff4500',
  '#ff8c00',
  '#ffd700',
  '#90ee90',
  '#00ced1',
  '#1e90ff',
  '#c71585',
] as const;

export const DEFAULT_LAYOUT_SETTINGS: LayoutSettings = {
  sideTheme: 'theme-dark',
  theme: THEME_PRESETS[0],
  topNav: false,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  dynamicTitle: false,
};

const BOOLEAN_KEYS = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'] as const;

/** The stored settings over the defaults; anything malformed in storage is ignored field by field. */
export function readStoredLayout(): LayoutSettings {
  const settings = { ...DEFAULT_LAYOUT_SETTINGS };
  let stored: unknown;
  try {
    stored = JSON.parse(globalThis.localStorage?.getItem(LAYOUT_SETTING_KEY) ?? 'null');
  } catch {
    return settings;
  }
  if (!stored || typeof stored !== 'object') return settings;
  const record = stored as Record<string, unknown>;
  for (const key of BOOLEAN_KEYS) if (typeof record[key] === 'boolean') settings[key] = record[key];
  if (record.sideTheme === 'theme-dark' || record.sideTheme === 'theme-light')
    settings.sideTheme = record.sideTheme;
  if (typeof record.theme === 'string' && /^#[0-9a-f]{6}$/i.test(record.theme)) settings.theme = record.theme;
  return settings;
}

interface LayoutSettingsState extends LayoutSettings {
  update: (patch: Partial<LayoutSettings>) => void;
  /** Persists the current settings. */
  save: () => void;
  /** Forgets the stored settings and returns to the defaults (the caller reloads the page). */
  reset: () => void;
}

function pick(state: LayoutSettings): LayoutSettings {
  const { sideTheme, theme, topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle } = state;
  return { sideTheme, theme, topNav, tagsView, fixedHeader, sidebarLogo, dynamicTitle };
}

export const useLayoutSettings = create<LayoutSettingsState>()((set, get) => ({
  ...readStoredLayout(),
  update: (patch) => set(patch),
  save: () => globalThis.localStorage?.setItem(LAYOUT_SETTING_KEY, JSON.stringify(pick(get()))),
  reset: () => {
    globalThis.localStorage?.removeItem(LAYOUT_SETTING_KEY);
    set({ ...DEFAULT_LAYOUT_SETTINGS });
  },
}));
