/** The extension-model field editor shared by the site, catalog and content editors, and the generated form. */
export { ExModelCard, ExModelFields, type ExModelCardProps, type ExModelFieldsProps } from './ExModelFields';
export { GeneratedFields, type GeneratedFieldsProps } from './GeneratedFields';
export { ModelFormPreview } from './ModelFormPreview';
export {
  exModelApi,
  exModelDataKey,
  exModelKeys,
  useExModelData,
  useModelControls,
  useModelTables,
} from './api';
export {
  fromModelField,
  hasOptions,
  OPTION_CONTROLS,
  parseOptionLines,
  type GeneratedField,
  type ModelFieldLike,
  type OptionLines,
} from './generated-field';
export { fieldRules, isEmptyValue, safeRegExp, toFormValue } from './rules';
export type { ContentRef, ExModelDataType, XModelFieldData, XModelOption } from './types';
