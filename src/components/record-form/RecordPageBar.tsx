import { ArrowLeftOutlined, EyeOutlined, SaveOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';

import { useAuth } from '@/components/auth';
import type { AccessRule } from '@/lib/auth/permission';

import { recordFormI18n } from './i18n';

/** One button of the bar. */
export interface BarButton {
  onClick: () => void;
  /** Shown only to users holding it (`<Auth perm>` rule); none: everyone. */
  perm?: AccessRule['perm'];
  disabled?: boolean;
  loading?: boolean;
  /** Default: the kit's "保存" / "发布" / "预览" / "返回". */
  label?: ReactNode;
}

export interface RecordPageBarProps {
  /** Usually `{ ...record.saveButtonProps, perm }`. Ctrl+S presses it while the bar is on screen. */
  save?: BarButton;
  publish?: BarButton;
  preview?: BarButton;
  back?: BarButton;
  /** The page's own buttons, after the standard ones. */
  children?: ReactNode;
  className?: string;
}

/** Whether the bar is on screen: a hidden tab pane or keep-alive page must not take Ctrl+S. */
function isShown(element: HTMLElement): boolean {
  if (element.closest('[hidden], [aria-hidden="true"], .ant-tabs-tabpane-hidden')) return false;
  for (let node: HTMLElement | null = element; node; node = node.parentElement)
    if (node.style.display === 'none') return false;
  return typeof element.checkVisibility === 'function' ? element.checkVisibility() : true;
}

const ROW = { display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' } as const;

/**
 * The top bar of a record page: Save (primary, spinning while saving, Ctrl+S), Publish, Preview and
 * Back, each only for users passing its `perm`, then the page's own buttons.
 */
export function RecordPageBar({ save, publish, preview, back, children, className }: RecordPageBarProps) {
  const t = recordFormI18n.useT();
  const { can } = useAuth();
  const bar = useRef<HTMLDivElement>(null);
  const allowed = (button: BarButton | undefined): button is BarButton =>
    button !== undefined && (button.perm === undefined || can({ perm: button.perm }));

  const saveButton = allowed(save) ? save : undefined;
  const latestSave = useRef(saveButton);
  useEffect(() => {
    latestSave.current = saveButton;
  });
  const shortcut = saveButton !== undefined;
  useEffect(() => {
    if (!shortcut) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.key.toLowerCase() !== 's' || event.altKey) return;
      if (!bar.current || !isShown(bar.current)) return;
      // The browser's "save page" is never what the user means on a record page.
      event.preventDefault();
      const current = latestSave.current;
      if (current && !current.disabled && !current.loading) current.onClick();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  const button = (spec: BarButton | undefined, label: string, icon: ReactNode, primary = false) =>
    allowed(spec) && (
      <Button
        type={primary ? 'primary' : 'default'}
        icon={icon}
        disabled={spec.disabled}
        loading={spec.loading}
        onClick={spec.onClick}
        title={primary ? t('shortcut') : undefined}
      >
        {spec.label ?? label}
      </Button>
    );

  return (
    <div ref={bar} className={className} data-testid="record-page-bar">
      {/* A flex row rather than antd Space: Space spaces its direct children, so the buttons of a
          page's permission wrapper (one child) would touch each other. */}
      <div style={ROW}>
        {button(back, t('back'), <ArrowLeftOutlined />)}
        {button(save, t('save'), <SaveOutlined />, true)}
        {button(publish, t('publish'), <SendOutlined />)}
        {button(preview, t('preview'), <EyeOutlined />)}
        {children}
      </div>
    </div>
  );
}
