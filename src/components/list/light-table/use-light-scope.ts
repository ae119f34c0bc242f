import { ConfigProvider } from 'antd';
import useCheckboxStyle from 'antd/es/checkbox/style';
import useCSSVarCls from 'antd/es/config-provider/hooks/useCSSVarCls';
import enUS from 'antd/es/locale/en_US';
import useTableStyle from 'antd/es/table/style';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';

import type { Scope } from './light-parts';

/**
 * What an antd Table and its Checkboxes compute per instance, once per table here: the class prefixes,
 * the theme's hash and CSS-variable scope classes (registering antd's styles of both, as rendering one
 * would), the table's strings in the console's language, and the empty-state renderer. The check boxes'
 * labels are the kit's: antd's Table gives them in English whatever the language.
 */
export function useLightScope() {
  const config = useContext(ConfigProvider.ConfigContext);
  const tablePrefix = config.getPrefixCls('table');
  const checkboxPrefix = config.getPrefixCls('checkbox');
  const tableRoot = useCSSVarCls(tablePrefix);
  const [tableHash, tableVars] = useTableStyle(tablePrefix, tableRoot);
  const checkboxRoot = useCSSVarCls(checkboxPrefix);
  const [checkboxHash, checkboxVars] = useCheckboxStyle(checkboxPrefix, checkboxRoot);
  const table: Scope = { prefix: tablePrefix, hash: tableHash, vars: `${tableVars} ${tableRoot}` };
  const checkbox: Scope = {
    prefix: checkboxPrefix,
    hash: checkboxHash,
    vars: `${checkboxVars} ${checkboxRoot}`,
  };
  const locale = { ...enUS.Table, ...config.locale?.Table };
  // A sortable header's `aria-description`, from antd's strings for every component.
  const sortable = config.locale?.global?.sortable ?? enUS.global?.sortable;
  const { t } = useTranslation('kit');
  const labels = {
    all: t('selectAllRows'),
    row: (n: number, checked: boolean) => (checked ? t('rowSelected', { n }) : t('selectRow', { n })),
  };
  return { table, checkbox, locale, sortable, labels, renderEmpty: config.renderEmpty };
}
