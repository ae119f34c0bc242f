import { EditorView } from '@codemirror/view';
import { act, fireEvent, waitFor } from '@testing-library/react';

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

/**
 * Types into the CodeMirror view as the user would (the document-level key marks the edit as the
 * user's). The edit reaches React through the editor's listener, not a React event, so it is wrapped
 * in `act`: the form's dirty state and the leave guard it registers are in before the next step (a
 * click on Back right after could otherwise beat them on a loaded machine).
 */
export async function typeInEditor(text: string): Promise<void> {
  const view = await findEditorView();
  fireEvent.keyDown(view.contentDOM, { key: 'a' });
  await act(async () => {
    view.dispatch({ changes: { from: view.state.doc.length, insert: text }, userEvent: 'input.type' });
  });
}
