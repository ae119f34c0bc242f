import { defaultHighlightStyle, HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import type { Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/**
 * The editor follows the console's light/dark mode (docs/ui-layout.md, "Colours"): its ground, gutter,
 * cursor, selection and tooltips take antd's own tokens (CSS variables, with the mode's value as a
 * fallback), and the syntax colours are a palette that reads on that ground. CodeMirror's defaults are
 * a light editor: in dark mode the gutter stayed a light grey strip and dark-red strings were unreadable.
 */

/**
 * CodeMirror's default syntax colours (for a white ground) and what each becomes: in dark mode a
 * lighter counterpart that reads on #141414, in light mode only the two that miss 4.5:1 on white.
 */
const DARK_COLOURS: Readonly<Record<string, string>> = {
  '#404740': '#b4bac4', // meta
  '#708': '#d291e4', // keyword
  '#219': '#e0a570', // atom, bool, url
  '#164': '#b5cea8', // literal, number
  '#a11': '#ce9178', // string
  '#e40': '#f09a7a', // regexp, escape
  '#00f': '#6cb6f5', // variable definition
  '#30a': '#b8a4f5', // local variable
  '#085': '#4ec9b0', // type, namespace
  '#167': '#5ec4d0', // class
  '#256': '#9cdcfe', // macro, special variable
  '#00c': '#7fb4ff', // property definition
  '#940': '#8d96a5', // comment
  '#f00': '#ff7b7b', // invalid
};
const LIGHT_COLOURS: Readonly<Record<string, string>> = { '#e40': '#c03800', '#f00': '#d40000' };

const recoloured = (colours: Readonly<Record<string, string>>) =>
  defaultHighlightStyle.specs.map((spec) =>
    typeof spec.color === 'string' && colours[spec.color] ? { ...spec, color: colours[spec.color] } : spec,
  );

const darkHighlight = HighlightStyle.define(recoloured(DARK_COLOURS));
const lightHighlight = HighlightStyle.define(recoloured(LIGHT_COLOURS));

/** Every syntax colour the editor paints in this mode (what the contrast test walks). */
export function syntaxColours(dark: boolean): string[] {
  return recoloured(dark ? DARK_COLOURS : LIGHT_COLOURS).flatMap((spec) =>
    typeof spec.color === 'string' ? [spec.color] : [],
  );
}

/** An antd token's CSS variable, with this mode's value for a host outside antd's variables. */
const antd = (name: string, fallback: string) => `var(--ant-${name}, ${fallback})`;

function chrome(dark: boolean): Extension {
  const pick = (light: string, darkValue: string) => (dark ? darkValue : light);
  const text = antd('color-text', pick('rgba(0, 0, 0, 0.88)', 'rgba(255, 255, 255, 0.85)'));
  const selection = pick('#d7e8ff', '#2c4a6e');
  return EditorView.theme(
    {
      '&': {
        height: '100%',
        color: text,
        backgroundColor: antd('color-bg-container', pick('#ffffff', '#141414')),
      },
      '.cm-scroller': { overflow: 'auto', fontFamily: 'monospace' },
      '.cm-content': { caretColor: text },
      '.cm-cursor, .cm-dropCursor': { borderLeftColor: text },
      '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, .cm-content ::selection':
        { backgroundColor: selection },
      '.cm-gutters': {
        color: antd('color-text-tertiary', pick('rgba(0, 0, 0, 0.6)', 'rgba(255, 255, 255, 0.6)')),
        backgroundColor: antd(
          'color-fill-quaternary',
          pick('rgba(0, 0, 0, 0.02)', 'rgba(255, 255, 255, 0.04)'),
        ),
        borderRight: `1px solid ${antd('color-border-secondary', pick('#f0f0f0', '#303030'))}`,
      },
      '.cm-activeLine': { backgroundColor: pick('rgba(0, 0, 0, 0.03)', 'rgba(255, 255, 255, 0.04)') },
      '.cm-activeLineGutter': {
        color: text,
        backgroundColor: pick('rgba(0, 0, 0, 0.05)', 'rgba(255, 255, 255, 0.08)'),
      },
      '&.cm-focused .cm-matchingBracket': { backgroundColor: pick('#d9f7be', '#2f4a2a') },
      '.cm-tooltip': {
        color: text,
        backgroundColor: antd('color-bg-elevated', pick('#ffffff', '#1f1f1f')),
        border: `1px solid ${antd('color-border', pick('#d9d9d9', '#424242'))}`,
      },
      '.cm-tooltip-autocomplete > ul > li[aria-selected]': { color: text, backgroundColor: selection },
    },
    { dark },
  );
}

/** The editor's look in the console's current mode: its chrome and its syntax colours. */
export function editorTheme(dark: boolean): Extension {
  return [chrome(dark), syntaxHighlighting(dark ? darkHighlight : lightHighlight, { fallback: true })];
}
