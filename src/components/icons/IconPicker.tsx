import { Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';

import { ICON_MAP, ICON_NAMES } from './icon-map';

export interface IconPickerProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  disabled?: boolean;
}

/**
 * The menu form's icon picker: a searchable list of every name in ICON_MAP with its icon, cleared to
 * no icon. A stored name the map does not know is kept and shown as is.
 */
export function IconPicker({ value, onChange, id, disabled }: IconPickerProps) {
  const { t } = useTranslation('kit');
  const names = value && !ICON_NAMES.includes(value) ? [value, ...ICON_NAMES] : ICON_NAMES;
  return (
    <Select<string>
      id={id}
      value={value || undefined}
      disabled={disabled}
      allowClear
      showSearch={{ optionFilterProp: 'value' }}
      placeholder={t('icon.placeholder')}
      notFoundContent={t('icon.empty')}
      onChange={(next) => onChange?.(next || undefined)}
      options={names.map((name) => {
        const Icon = ICON_MAP[name];
        return {
          value: name,
          label: (
            <Space size={8}>
              {Icon ? <Icon /> : null}
              <span>{name}</span>
            </Space>
          ),
        };
      })}
    />
  );
}
