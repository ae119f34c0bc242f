export { CodeEditor, type CodeEditorProps } from './CodeEditor';
export { languageOfFile, type CodeLanguage } from './languages';
export type { TemplateCatalog } from './freemarker';
