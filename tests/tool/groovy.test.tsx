import { EditorView } from '@codemirror/view';
import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { feedback } from '@/lib/feedback';
import { echoPrints, syntaxError } from '@/mocks/handlers/tool/groovy';

import { renderSignedIn } from '../render-app';
import { stubTextRanges } from './code-editor-stubs';
import { findDialog, getButton, recordRequests, setupScreenTests, SLOW, toast } from '../system/helpers';

setupScreenTests();
stubTextRanges();

async function editor(): Promise<EditorView> {
  return waitFor(() => {
    const dom = document.querySelector<HTMLElement>('.cm-editor');
    const view = dom && EditorView.findFromDOM(dom);
    if (!view) throw new Error('no editor');
    return view;
  }, SLOW);
}

function typeScript(view: EditorView, text: string) {
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

describe('groovy mock', () => {
  it('echoes print lines and reports unbalanced brackets', () => {
    expect(echoPrints('println "a"\nprint \'b\'\ndef x = 1\nprintln(x + 1)')).toBe('a\nbx + 1\n');
    expect(syntaxError('if (a) {\n println "x"\n')).toMatch(/Missing '}' for '\{' @ line 1/);
    expect(syntaxError('println "x)')).toMatch(/unexpected char/);
    expect(syntaxError('def m() { [1, 2) }')).toMatch(/Unexpected input: '\)'/);
  });
});

describe('groovy console', () => {
  it('runs a script and shows its output; a syntax error shows the compiler message', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderSignedIn('/tool/groovy');
    const view = await editor();
    await user.click(getButton(/执\s*行/));
    await toast('脚本内容不能为空', 'error');

    typeScript(view, 'println "Hello"\nprintln 40 + 2');
    await user.click(getButton(/执\s*行/));
    const output = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-testid="groovy-output"]');
      if (!found) throw new Error('no output');
      return found;
    }, SLOW);
    expect(output).toHaveTextContent('Hello');
    expect(output).toHaveTextContent('40 + 2');
    const exec = seen.find((r) => r.method === 'POST' && r.path === '/groovy/exec');
    expect(JSON.parse(exec?.body ?? '{}')).toEqual({ scriptText: 'println "Hello"\nprintln 40 + 2' });

    typeScript(view, 'if (true) {\n  println "x"\n');
    await user.click(getButton(/执\s*行/));
    // The HTTP layer shows the server's message (the compiler error) as an error toast.
    await waitFor(
      () =>
        expect(vi.mocked(feedback.error).mock.calls.flat().join('\n')).toContain(
          "Missing '}' for '{' @ line 1, column 11.",
        ),
      SLOW,
    );
  });

  it('loads, saves and deletes saved scripts', async () => {
    const user = userEvent.setup();
    const seen = recordRequests();
    renderSignedIn('/tool/groovy');
    const view = await editor();
    const list = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('[data-testid="groovy-scripts"]');
      if (!found || !within(found).queryByText('Hello')) throw new Error('no scripts');
      return found;
    }, SLOW);
    const hello = within(list).getByText('Hello').closest('tr') as HTMLElement;
    await user.click(getButton(/查\s*看/, hello));
    await waitFor(() => expect(view.state.doc.toString()).toBe('println "Hello, Chestnut!"\nprintln 1 + 1'));

    await user.click(getButton(/保存脚本/));
    const dialog = await findDialog(/保存脚本/);
    await user.type(within(dialog).getByLabelText('名称'), 'Copy of hello');
    await user.click(getButton(/确\s*定/, dialog));
    await within(list).findByText('Copy of hello', {}, SLOW);
    const save = seen.find((r) => r.method === 'POST' && r.path === '/groovy/save');
    expect(JSON.parse(save?.body ?? '{}')).toMatchObject({
      name: 'Copy of hello',
      scriptText: 'println "Hello, Chestnut!"\nprintln 1 + 1',
    });

    await user.click(
      getButton(/删\s*除/, within(list).getByText('Copy of hello').closest('tr') as HTMLElement),
    );
    await waitFor(() => expect(within(list).queryByText('Copy of hello')).toBeNull(), SLOW);
    const del = seen.find((r) => r.method === 'DELETE' && r.path === '/groovy/delete');
    expect(JSON.parse(del?.body ?? '[]')).toHaveLength(1);
  });
});
