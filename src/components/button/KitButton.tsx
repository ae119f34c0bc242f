import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';

import { prefersReducedMotion } from '@/lib/reduced-motion';

import { useButtonScope } from './ButtonScope';

export interface KitButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's `type="primary"`: solid, or outlined in the primary colour with `ghost`. */
  primary?: boolean;
  ghost?: boolean;
  /** antd's `type="text"`: no border or background until hovered (the header's tools). */
  text?: boolean;
  /** antd's `type="link"`: a row's commands. */
  link?: boolean;
  /** antd's `size="small"` (a table row's commands); otherwise the theme's size. */
  small?: boolean;
  /** The icon after the text (antd's `iconPlacement="end"`: "More ∨"). */
  iconAtEnd?: boolean;
  danger?: boolean;
  /** A round icon-only button (antd's `shape="circle"`). */
  circle?: boolean;
  icon?: ReactNode;
  htmlType?: 'button' | 'submit' | 'reset';
  ref?: Ref<HTMLButtonElement>;
}

/** antd spaces exactly two Chinese characters of a bordered button without an icon ("确 定"). */
const TWO_CHINESE_CHARS = /^[\u4E00-\u9FA5]{2}$/;

/**
 * A button the console shows many times (the list kit's toolbar, search form, circle tools and row
 * commands; the header's tools): antd's Button markup and classes over antd's own styles
 * (`ButtonScopeProvider`), without the component. An antd Button renders a Button and a Wave, about 55
 * hooks, and 20 kept list screens show hundreds. Sizes follow the theme's tokens, as all of the
 * console's do (`small` for a table row's commands); the click's wave is drawn here.
 */
export function KitButton({
  primary,
  ghost,
  text,
  link,
  small,
  iconAtEnd,
  danger,
  circle,
  icon,
  htmlType = 'button',
  className,
  children,
  onClick,
  ref,
  ...rest
}: KitButtonProps) {
  const { prefix, base } = useButtonScope();
  const type = text ? 'text' : link ? 'link' : primary ? 'primary' : 'default';
  // Text and link buttons have no border: no wave, no background when ghost, no spaced characters.
  const borderless = type === 'text' || type === 'link';
  const variant = borderless ? type : primary && !ghost ? 'solid' : 'outlined';
  const color = danger ? 'dangerous' : type === 'primary' || type === 'link' ? type : 'default';
  const iconOnly = !children && children !== 0 && !!icon;
  const twoChars = !icon && !borderless && typeof children === 'string' && TWO_CHINESE_CHARS.test(children);
  const classes = [
    base,
    'kit-button',
    circle && `${prefix}-circle`,
    `${prefix}-${type}`,
    danger && `${prefix}-dangerous`,
    `${prefix}-color-${color}`,
    `${prefix}-variant-${variant}`,
    small && `${prefix}-sm`,
    iconOnly && `${prefix}-icon-only`,
    ghost && !borderless && `${prefix}-background-ghost`,
    iconAtEnd && icon && `${prefix}-icon-end`,
    className,
  ];
  const content =
    typeof children === 'string' || typeof children === 'number' ? (
      <span>{twoChars ? (children as string).split('').join(' ') : children}</span>
    ) : (
      children
    );
  return (
    <button
      {...rest}
      ref={ref}
      type={htmlType}
      className={classes.filter(Boolean).join(' ')}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // As antd's: a text or link button, without a border, has no wave.
        if (!borderless) wave(event.currentTarget);
        onClick?.(event);
      }}
    >
      {icon && <span className={`${prefix}-icon`}>{icon}</span>}
      {content}
    </button>
  );
}

/**
 * antd's click wave: a ring in the button's border colour that widens to 6 px in 0.4 s and fades in
 * 2 s (antd's timing), on the button's `::after` (`.kit-button::after` in global.css).
 */
function wave(button: HTMLButtonElement): void {
  if (typeof button.animate !== 'function' || prefersReducedMotion()) return;
  const style = getComputedStyle(button);
  const color = [style.borderTopColor, style.backgroundColor].find(
    (c) => c && c !== 'transparent' && !/rgba\((\d+, ){3}0\)/.test(c) && c !== 'rgb(255, 255, 255)',
  );
  if (!color) return;
  const timing = { easing: 'cubic-bezier(0.08, 0.82, 0.17, 1)', pseudoElement: '::after' };
  button.animate([{ boxShadow: `0 0 0 0 ${color}` }, { boxShadow: `0 0 0 6px ${color}` }], {
    ...timing,
    duration: 400,
  });
  button.animate([{ opacity: 0.2 }, { opacity: 0 }], { ...timing, duration: 2000 });
}
