export { I18nFieldEditor, type I18nFieldEditorProps } from './I18nFieldEditor';
