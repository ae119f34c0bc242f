export { CodeEditor, type CodeEditorProps } from './CodeEditor';
export { CodeRecordPage, type CodeRecordForm, type CodeRecordPageProps } from './CodeRecordPage';
export { languageOfFile, type CodeLanguage } from './languages';
export type { TemplateCatalog } from './freemarker';
