import type { RawEditorOptions } from 'tinymce';
import { vi } from 'vitest';

/**
 * The stand-in for the rich-text editor's lazily imported TinyMCE setup in every test (TinyMCE cannot
 * run under jsdom; tests/setup.ts mocks the module with it and resets it after each test): `init`
 * records the options the editor asked for.
 */
export const tinymce = {
  init: vi.fn<(options: RawEditorOptions) => Promise<never[]>>(() => Promise.resolve([])),
  addI18n: vi.fn(),
};
