import { autocompletion, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { css } from '@codemirror/lang-css';
import { html } from '@codemirror/lang-html';
import { java } from '@codemirror/lang-java';
import { javascript } from '@codemirror/lang-javascript';
import { sql } from '@codemirror/lang-sql';
import { xml } from '@codemirror/lang-xml';
import { bracketMatching, indentOnInput, StreamLanguage } from '@codemirror/language';
import { groovy } from '@codemirror/legacy-modes/mode/groovy';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { useEffect, useRef } from 'react';

import { useAppState } from '@/stores/app';

import type { CodeEditorProps } from './CodeEditor';
import { editorTheme } from './editor-theme';
import {
  freemarkerHighlight,
  freemarkerTheme,
  templateCompletionSource,
  type TemplateCatalog,
} from './freemarker';
import type { CodeLanguage } from './languages';

function languageExtension(language: CodeLanguage, catalog: TemplateCatalog | undefined): Extension {
  switch (language) {
    case 'freemarker':
      return [
        html(),
        freemarkerHighlight,
        freemarkerTheme,
        catalog ? autocompletion({ override: [templateCompletionSource(catalog)] }) : [],
      ];
    case 'css':
      return css();
    case 'json':
      return javascript();
    case 'java':
      return java();
    case 'xml':
      return xml();
    case 'sql':
      return sql();
    case 'javascript':
      return javascript();
    case 'html':
      return html();
    case 'groovy':
      return StreamLanguage.define(groovy);
    default:
      return [];
  }
}

/**
 * CodeMirror 6 behind the CodeEditor props. This module (and every @codemirror package) is only ever
 * reached through CodeEditor's `lazy(import())`, so it forms its own chunk.
 */
export default function CodeMirrorEditor({
  value,
  onChange,
  language = 'text',
  readOnly = false,
  height = 400,
  'aria-label': ariaLabel,
  templateCatalog,
}: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(null);
  const onChangeRef = useRef(onChange);
  const languageSlot = useRef(new Compartment());
  const readOnlySlot = useRef(new Compartment());
  const themeSlot = useRef(new Compartment());
  const dark = useAppState((s) => s.dark);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // One view per mount; later prop changes are dispatched into it.
  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          highlightActiveLine(),
          drawSelection(),
          history(),
          indentOnInput(),
          bracketMatching(),
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
          languageSlot.current.of(languageExtension(language, templateCatalog)),
          readOnlySlot.current.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          EditorView.contentAttributes.of(ariaLabel ? { 'aria-label': ariaLabel } : {}),
          themeSlot.current.of(editorTheme(dark)),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) onChangeRef.current?.(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The initial props only: updates go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value)
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);
  useEffect(() => {
    view.current?.dispatch({
      effects: languageSlot.current.reconfigure(languageExtension(language, templateCatalog)),
    });
  }, [language, templateCatalog]);
  // The console's light/dark switch repaints the open editor.
  useEffect(() => {
    view.current?.dispatch({ effects: themeSlot.current.reconfigure(editorTheme(dark)) });
  }, [dark]);
  useEffect(() => {
    view.current?.dispatch({
      effects: readOnlySlot.current.reconfigure([
        EditorState.readOnly.of(readOnly),
        EditorView.editable.of(!readOnly),
      ]),
    });
  }, [readOnly]);

  return (
    <div
      ref={host}
      className="code-editor"
      data-language={language}
      style={{
        height,
        border: '1px solid var(--ant-color-border, #d9d9d9)',
        borderRadius: 6,
        overflow: 'hidden',
      }}
    />
  );
}
