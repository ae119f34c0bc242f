import { vi } from 'vitest';

/**
 * The stand-in for file-saver's `saveAs` in every test (tests/setup.ts mocks the module with it and
 * resets it after each test): what a download would have saved, and under which name.
 */
export const saveAs = vi.fn();
