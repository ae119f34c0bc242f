import { Switch } from 'antd';

import { siteI18n } from '../i18n';

export interface YesNoSwitchProps {
  value?: string;
  onChange?: (value: 'Y' | 'N') => void;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

/** The console's Y/N switches (YesOrNo values) with Yes/No texts. */
export function YesNoSwitch({ value, onChange, disabled, id, 'aria-label': label }: YesNoSwitchProps) {
  const t = siteI18n.useT();
  return (
    <Switch
      id={id}
      aria-label={label}
      checked={value === 'Y'}
      disabled={disabled}
      checkedChildren={t('yes')}
      unCheckedChildren={t('no')}
      onChange={(checked) => onChange?.(checked ? 'Y' : 'N')}
    />
  );
}
