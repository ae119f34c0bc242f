import type { FormRule } from 'antd';

import { kitRules } from '@/components/form';
import { rules } from '@/lib/validators';

import { catalogI18n } from './i18n';

const ALIAS = /^[A-Za-z0-9_]+$/;
const PATH = /^[A-Za-z0-9_/]+$/;

const pattern = (re: RegExp, key: 'rules.alias' | 'rules.path'): FormRule => ({
  validator: (_rule, value: unknown) =>
    value === undefined || value === null || value === '' || re.test(String(value))
      ? Promise.resolve()
      : Promise.reject(new Error(catalogI18n.t(key))),
});

/** CatalogAddDTO / CatalogUpdateDTO checks (plus the form's length limits). */
export const catalogRules = {
  name: [rules.required(), kitRules.maxLength(100)],
  alias: [rules.required(), pattern(ALIAS, 'rules.alias'), kitRules.maxLength(100)],
  path: [rules.required(), pattern(PATH, 'rules.path'), kitRules.maxLength(255)],
  catalogType: [rules.required()],
};
