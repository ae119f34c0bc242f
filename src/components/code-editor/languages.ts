/** The languages the code editor highlights (each loads with the editor chunk, never up front). */
export type CodeLanguage =
  'java' | 'xml' | 'sql' | 'javascript' | 'json' | 'css' | 'html' | 'freemarker' | 'groovy' | 'text';

/** The language of a generated or edited file, by its name (`domain.java.vm`, `index.vue`, `api.js`…). */
export function languageOfFile(fileName: string): CodeLanguage {
  const name = fileName.replace(/\.vm$/, '').toLowerCase();
  const ext = name.slice(name.lastIndexOf('.') + 1);
  switch (ext) {
    case 'java':
      return 'java';
    case 'xml':
      return 'xml';
    case 'sql':
      return 'sql';
    case 'js':
    case 'ts':
      return 'javascript';
    case 'json':
      return 'json';
    case 'css':
      return 'css';
    case 'vue':
    case 'html':
    case 'htm':
    case 'shtml':
      return 'html';
    case 'ftl':
      return 'freemarker';
    case 'groovy':
      return 'groovy';
    default:
      return 'text';
  }
}
