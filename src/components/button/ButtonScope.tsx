import { ConfigProvider } from 'antd';
import useButtonStyle from 'antd/es/button/style';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

interface ButtonScope {
  /** antd's class prefix of buttons (`ant-btn`). */
  prefix: string;
  /** The classes every antd button carries: prefix, the theme's hash and its CSS-variable scope. */
  base: string;
}

const fallback: ButtonScope = { prefix: 'ant-btn', base: 'ant-btn' };
const ButtonScopeContext = createContext<ButtonScope>(fallback);

/**
 * Registers antd's button styles once for the whole console (its CSS variables; the rules are in the
 * prebuilt stylesheet, or built here for another theme) and gives `KitButton` the classes that tie a
 * button to them, which an antd Button computes in each instance.
 */
export function ButtonScopeProvider({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const prefix = getPrefixCls('btn');
  const [hashId, cssVarCls] = useButtonStyle(prefix);
  const scope = useMemo(
    () => ({ prefix, base: [prefix, hashId, cssVarCls].filter(Boolean).join(' ') }),
    [prefix, hashId, cssVarCls],
  );
  return <ButtonScopeContext value={scope}>{children}</ButtonScopeContext>;
}

export function useButtonScope(): ButtonScope {
  return useContext(ButtonScopeContext);
}
