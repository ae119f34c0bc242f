import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';

import type { TemplateCatalog } from './freemarker';
import type { CodeLanguage } from './languages';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  language?: CodeLanguage;
  readOnly?: boolean;
  /** CSS height of the editor (default 400 px). */
  height?: number | string;
  'aria-label'?: string;
  /** `freemarker` only: the site's template tags and functions offered as completions. */
  templateCatalog?: TemplateCatalog;
}

// CodeMirror is a chunk of its own, fetched the first time an editor is shown.
const CodeMirrorEditor = lazy(() => import('./CodeMirrorEditor'));

/**
 * A code editor / viewer with syntax highlighting (CodeMirror 6, lazily loaded). `readOnly` makes it a
 * viewer. Controlled: `value` in, `onChange` out.
 */
export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <CodeMirrorEditor {...props} />
    </Suspense>
  );
}
