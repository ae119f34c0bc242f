import type { ButtonHTMLAttributes, ReactNode } from 'react';

/**
 * A row's command as a plain button styled like antd's small link button (`.kit-link-button`, antd's
 * CSS variables): a list shows two or three per row in every kept tab, and an antd Button renders a
 * Button and a Wave with some 55 hooks each time (about a fifth of the hooks of 20 open screens).
 */
export function RowLinkButton({
  icon,
  iconAtEnd,
  danger,
  children,
  className,
  ...button
}: {
  icon?: ReactNode;
  iconAtEnd?: boolean;
  danger?: boolean;
  children: ReactNode;
} & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'children'>) {
  const iconNode = icon ? <span className="kit-link-button-icon">{icon}</span> : null;
  return (
    <button
      type="button"
      className={['kit-link-button', danger && 'is-danger', className].filter(Boolean).join(' ')}
      {...button}
    >
      {!iconAtEnd && iconNode}
      <span>{children}</span>
      {iconAtEnd && iconNode}
    </button>
  );
}
