import { EditorView } from '@codemirror/view';
import { fireEvent, waitFor } from '@testing-library/react';

import { SLOW } from '../../system/helpers';

/** The mounted CodeMirror view (the editor chunk loads lazily). */
export async function findEditorView(): Promise<EditorView> {
  const content = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('.cm-content');
    if (!found) throw new Error('no editor yet');
    return found;
  }, SLOW);
  const view = EditorView.findFromDOM(content);
  if (!view) throw new Error('no editor view');
  return view;
}

/** Types into the CodeMirror view as the user would (the document-level key marks the edit as the user's). */
export async function typeInEditor(text: string): Promise<void> {
  const view = await findEditorView();
  fireEvent.keyDown(view.contentDOM, { key: 'a' });
  view.dispatch({ changes: { from: view.state.doc.length, insert: text }, userEvent: 'input.type' });
}
