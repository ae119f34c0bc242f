import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Image, Space, theme } from 'antd';
import { Suspense, useState } from 'react';

import { Hint } from '@/components/hint';
import { isExternalLink } from '@/lib/utils';

import { resourcePickerI18n } from './i18n';
import { ResourcePickerDialog } from './ResourcePickerDialog';

export interface ImageResourceInputProps {
  /** The stored path (`iurl://…` or a URL). */
  value?: string;
  /** How the browser shows it (the server's `xxxSrc`); a URL value is shown as itself. */
  src?: string;
  onChange?: (path: string | undefined, src?: string) => void;
  width?: number;
  height?: number;
  disabled?: boolean;
}

/**
 * An image field (logos, covers): a thumbnail with View / Change / Remove, or a "+" tile that opens
 * the material library for one image.
 */
export function ImageResourceInput(props: ImageResourceInputProps) {
  return (
    <Suspense fallback={null}>
      <ImageField {...props} />
    </Suspense>
  );
}

function ImageField({ value, src, onChange, width = 218, height = 150, disabled }: ImageResourceInputProps) {
  const t = resourcePickerI18n.useT();
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  // Right after a pick the caller may not have a src yet: remember the one the picker gave.
  const [pickedSrc, setPickedSrc] = useState<{ path: string; src: string }>();
  const shown =
    src || (pickedSrc?.path === value ? pickedSrc?.src : undefined) || (isExternalLink(value) ? value : '');
  // Theme colours, not fixed greys: in dark mode the empty slot was a white box with white text.
  const { token } = theme.useToken();
  const box = {
    width,
    height,
    border: `1px dashed ${token.colorBorder}`,
    borderRadius: 6,
    overflow: 'hidden',
  };
  return (
    <div className="cms-image-resource-input" style={{ display: 'inline-block' }}>
      {value ? (
        <div style={box}>
          <Image
            src={shown}
            alt={value}
            width={width}
            height={height - 32}
            style={{ objectFit: 'contain' }}
            preview={{ open: previewing, onOpenChange: setPreviewing }}
          />
          <Space size={0} style={{ width: '100%', justifyContent: 'center', height: 30 }}>
            <Hint title={t('view')}>
              <Button
                type="text"
                size="small"
                aria-label={t('view')}
                icon={<EyeOutlined />}
                onClick={() => setPreviewing(true)}
              />
            </Hint>
            {!disabled && (
              <>
                <Hint title={t('change')}>
                  <Button
                    type="text"
                    size="small"
                    aria-label={t('change')}
                    icon={<EditOutlined />}
                    onClick={() => setPicking(true)}
                  />
                </Hint>
                <Hint title={t('remove')}>
                  <Button
                    type="text"
                    size="small"
                    aria-label={t('remove')}
                    icon={<DeleteOutlined />}
                    onClick={() => onChange?.(undefined, undefined)}
                  />
                </Hint>
              </>
            )}
          </Space>
        </div>
      ) : (
        <button
          type="button"
          disabled={disabled}
          aria-label={t('select')}
          onClick={() => setPicking(true)}
          style={{
            ...box,
            background: token.colorFillAlter,
            color: token.colorText,
            cursor: disabled ? 'not-allowed' : 'pointer',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 8,
          }}
        >
          <PlusOutlined />
          <span>{t('select')}</span>
        </button>
      )}
      <ResourcePickerDialog
        open={picking}
        resourceType="image"
        onCancel={() => setPicking(false)}
        onOk={([first]) => {
          setPicking(false);
          if (!first) return;
          setPickedSrc({ path: first.path, src: first.src });
          onChange?.(first.path, first.src);
        }}
      />
    </div>
  );
}
