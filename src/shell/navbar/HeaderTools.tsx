import {
  CheckOutlined,
  FontSizeOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  GlobalOutlined,
  MoonOutlined,
  SunOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import screenfull from 'screenfull';

import { authApi, authKeys } from '@/api/common/auth';
import { useAnchoredMenu } from '@/components/anchored-menu';
import { KitButton } from '@/components/button';
import { Hint } from '@/components/hint';
import { feedback } from '@/lib/feedback';
import { currentLocale, isLocale, storeLocale } from '@/lib/i18n';
import { CONTROL_SIZES, useAppState } from '@/stores/app';

import { browser } from '../browser';

const check = <CheckOutlined aria-hidden />;

/** The one target of each header menu: the setting itself. */
const SIZE = 'size';
const LANGUAGE = 'language';

/** Full screen toggle; a warning where the browser cannot do it. */
export function FullscreenButton() {
  const { t } = useTranslation('shell');
  const [full, setFull] = useState(() => screenfull.isEnabled && screenfull.isFullscreen);
  useEffect(() => {
    if (!screenfull.isEnabled) return;
    const onChange = () => setFull(screenfull.isFullscreen);
    screenfull.on('change', onChange);
    return () => screenfull.off('change', onChange);
  }, []);
  const label = full ? t('fullscreen.exit') : t('fullscreen.enter');
  return (
    <Hint title={label}>
      <KitButton
        text
        aria-label={label}
        icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
        onClick={() => {
          if (!screenfull.isEnabled) {
            feedback.warning(t('fullscreen.unsupported'));
            return;
          }
          void screenfull.toggle();
        }}
      />
    </Hint>
  );
}

/** Default / Medium / Small / Mini, kept in the `size` cookie and applied to every antd control. */
export function SizePicker() {
  const { t } = useTranslation('shell');
  const size = useAppState((s) => s.size);
  const setSize = useAppState((s) => s.setSize);
  // The menu mounts when opened: the frame renders a plain button, not a closed Dropdown.
  const menu = useAnchoredMenu<typeof SIZE>({
    items: () =>
      CONTROL_SIZES.map((key) => ({
        key,
        label: t(`size.${key}`),
        extra: key === size ? check : undefined,
      })),
    selectedKeys: () => [size],
    onPick: (key) => {
      const next = CONTROL_SIZES.find((s) => s === key);
      if (!next || next === size) return;
      setSize(next);
      feedback.success(t('size.changed'));
    },
  });
  return (
    <>
      <KitButton text aria-label={t('size.label')} icon={<FontSizeOutlined />} {...menu.trigger(SIZE)} />
      {menu.element}
    </>
  );
}

const FALLBACK_LANGUAGES = [
  { value: 'zh-CN', label: '简体中文' },
  { value: 'zh-TW', label: '繁體中文' },
  { value: 'en', label: 'English' },
];

/** Language choice: stores `lang` and reloads, so menus and labels come back translated by the server. */
export function LanguagePicker() {
  const { t } = useTranslation('shell');
  const { data } = useQuery({
    queryKey: authKeys.extra('languages'),
    queryFn: authApi.languageOptions,
    staleTime: Infinity,
    meta: { silent: true },
  });
  const active = currentLocale();
  const options = (data ?? FALLBACK_LANGUAGES).filter((o) => isLocale(o.value));
  const menu = useAnchoredMenu<typeof LANGUAGE>({
    items: () =>
      options.map((o) => ({
        key: o.value,
        label: <span lang={o.value}>{o.label}</span>,
        extra: o.value === active ? check : undefined,
      })),
    selectedKeys: () => [active],
    onPick: (key) => {
      if (!isLocale(key) || key === active) return;
      storeLocale(key);
      browser.reload();
    },
  });
  return (
    <>
      <KitButton
        text
        aria-label={t('language.label')}
        icon={<GlobalOutlined />}
        {...menu.trigger(LANGUAGE)}
      />
      {menu.element}
    </>
  );
}

/** Light/dark mode of the whole app (antd's dark algorithm), remembered in localStorage. */
export function ThemeModeToggle() {
  const { t } = useTranslation('shell');
  const dark = useAppState((s) => s.dark);
  const setDark = useAppState((s) => s.setDark);
  const label = dark ? t('themeMode.toLight') : t('themeMode.toDark');
  return (
    <Hint title={label}>
      <KitButton
        text
        aria-label={label}
        aria-pressed={dark}
        icon={dark ? <SunOutlined /> : <MoonOutlined />}
        onClick={() => setDark(!dark)}
      />
    </Hint>
  );
}
