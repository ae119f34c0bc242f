import { lazy, Suspense } from 'react';

import type { RichTextEditorProps } from './types';

/**
 * TinyMCE needs a real browser (layout, contentEditable, iframes): under jsdom (Vitest) the editor is a
 * plain HTML textarea with the same value/onChange contract and insert actions, so feature tests can
 * type into it. Tests find it by its accessible name (the placeholder, "请输入内容" by default).
 */
export function isRichTextFallback(): boolean {
  return typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
}

// Both are separate chunks: TinyMCE (~1 MB) is fetched only when an editor mounts.
const TinyMceEditor = lazy(() => import('./TinyMceEditor'));
const FallbackEditor = lazy(() => import('./FallbackEditor'));

export function RichTextEditor(props: RichTextEditorProps) {
  const Editor = isRichTextFallback() ? FallbackEditor : TinyMceEditor;
  return (
    <Suspense fallback={<div className="rich-text" style={{ minHeight: props.height ?? 300 }} />}>
      <Editor {...props} />
    </Suspense>
  );
}
