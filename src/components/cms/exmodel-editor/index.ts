/** The extension-model field editor shared by the site, catalog and content editors. */
export { ExModelCard, ExModelFields, type ExModelCardProps, type ExModelFieldsProps } from './ExModelFields';
export { exModelApi, exModelKeys, useExModelData } from './api';
export { fieldRules, isEmptyValue, toFormValue } from './rules';
export type { ContentRef, ExModelDataType, XModelFieldData, XModelOption } from './types';
