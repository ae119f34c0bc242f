export { I18nFieldEditor, type I18nFieldEditorProps } from './I18nFieldEditor';
export { i18nFieldApi, i18nFieldKeys, type I18nText } from './api';
