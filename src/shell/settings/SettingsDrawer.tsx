import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

import { feedback } from '@/lib/feedback';
import {
  THEME_PRESETS,
  useLayoutSettings,
  type LayoutSettings,
  type SideTheme,
} from '@/stores/layout-settings';

import { browser } from '../browser';

type SwitchKey = 'topNav' | 'tagsView' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle';
const SWITCHES: SwitchKey[] = ['topNav', 'tagsView', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];
const SIDE_THEMES: { key: SideTheme; label: 'sideDark' | 'sideLight' }[] = [
  { key: 'theme-dark', label: 'sideDark' },
  { key: 'theme-light', label: 'sideLight' },
];

/** How long the "reloading" notice shows before the page reloads with the defaults. */
const RESET_RELOAD_MS = 1000;

/**
 * Layout settings: side theme, theme colour, top nav, tabs, fixed header, logo, dynamic title. Changes
 * apply at once; Save keeps them in this browser, Reset forgets them and reloads.
 */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const settings = useLayoutSettings();
  const set = (patch: Partial<LayoutSettings>) => settings.update(patch);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      size={300}
      footer={
        <Space>
          <Button
            type="primary"
            onClick={() => {
              settings.save();
              feedback.success(t('settings.saved'));
              onClose();
            }}
          >
            {t('settings.save')}
          </Button>
          <Button
            onClick={() => {
              settings.reset();
              feedback.info(t('settings.resetting'));
              setTimeout(browser.reload, RESET_RELOAD_MS);
            }}
          >
            {t('settings.reset')}
          </Button>
        </Space>
      }
    >
      <Typography.Title level={5}>{t('settings.sideTheme')}</Typography.Title>
      <div className="settings-side-themes" role="radiogroup" aria-label={t('settings.sideTheme')}>
        {SIDE_THEMES.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            role="radio"
            aria-checked={settings.sideTheme === key}
            aria-label={t(`settings.${label}`)}
            className={`settings-side-theme ${key}`}
            onClick={() => set({ sideTheme: key })}
          >
            <span className="settings-side-theme-bar" />
            {settings.sideTheme === key && <CheckOutlined className="settings-check" />}
          </button>
        ))}
      </div>

      <Typography.Title level={5}>{t('settings.themeColor')}</Typography.Title>
      <div className="settings-colors" role="radiogroup" aria-label={t('settings.themeColor')}>
        {THEME_PRESETS.map((color) => (
          <button
            key={color}
            type="button"
            role="radio"
            aria-checked={settings.theme === color}
            aria-label={t('settings.color', { color })}
            className="kit-icon-button settings-color"
            style={{ background: color }}
            onClick={() => set({ theme: color })}
          >
            {settings.theme === color && <CheckOutlined />}
          </button>
        ))}
      </div>

      <Divider />
      <Typography.Title level={5}>{t('settings.layout')}</Typography.Title>
      {SWITCHES.map((key) => (
        <label key={key} className="settings-switch">
          <span>{t(`settings.${key}`)}</span>
          <Switch checked={settings[key]} onChange={(checked) => set({ [key]: checked })} />
        </label>
      ))}
    </Drawer>
  );
}
