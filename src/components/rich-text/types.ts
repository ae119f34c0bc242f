import type { ResourceKind, RichTextResource } from './resource-html';

export interface RichTextEditorProps {
  /** HTML. */
  value?: string;
  onChange?: (html: string) => void;
  /** Editing area height in px (default 300). */
  height?: number;
  /** Extra stylesheets inside the editing frame (e.g. a publish pipe's editor CSS), preview only. */
  contentCss?: string[];
  /** Default: "please enter content" in the UI language. */
  placeholder?: string;
  /** Opens the page's resource picker; the editor inserts what it resolves (images ≤ `maxImageSize`). */
  onPickResource?: (kind: ResourceKind) => Promise<RichTextResource[] | undefined>;
  readOnly?: boolean;
  /** Bytes; default 5 MB. Applies to picked and pasted images. */
  maxImageSize?: number;
  /** Accessible name of the editing area (default: the placeholder). */
  ariaLabel?: string;
}
