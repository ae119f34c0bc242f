import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { describe, expect, it } from 'vitest';

import { contrast, DARK_GROUND } from '@/app/a11y-theme';
import { editorTheme, syntaxColours } from '@/components/code-editor/editor-theme';
import { FTL_COLOURS } from '@/components/code-editor/freemarker';

describe('code editor theme', () => {
  it('is a dark editor in dark mode and a light one otherwise', () => {
    const darkFlag = (dark: boolean) =>
      EditorState.create({ extensions: editorTheme(dark) }).facet(EditorView.darkTheme);
    expect(darkFlag(true)).toBe(true);
    expect(darkFlag(false)).toBe(false);
  });

  it.each([
    ['dark', true, DARK_GROUND],
    ['light', false, '#ffffff'],
  ] as const)('%s mode: every syntax colour reads at 4.5:1 on the editor ground', (mode, dark, ground) => {
    const colours = [...syntaxColours(dark), ...Object.values(FTL_COLOURS[mode])];
    expect(colours.length).toBeGreaterThan(10);
    const unreadable = colours.filter((colour) => !(contrast(colour, ground) >= 4.5));
    expect(unreadable).toEqual([]);
  });
});
