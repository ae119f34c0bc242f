/** The languages the code editor highlights (each loads with the editor chunk, never up front). */
export type CodeLanguage = 'java' | 'xml' | 'sql' | 'javascript' | 'html' | 'groovy' | 'text';

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
    case 'json':
      return 'javascript';
    case 'vue':
    case 'html':
    case 'htm':
      return 'html';
    case 'groovy':
      return 'groovy';
    default:
      return 'text';
  }
}
