import { vi } from 'vitest';

/**
 * The stand-in for echarts in every test (jsdom has no canvas; tests/setup.ts mocks echarts' entry
 * points with it and resets it after each test): `setOption` records the options each chart was given,
 * so a screen test can assert what was drawn without replacing the module itself.
 */
export const chart = {
  setOption: vi.fn<(option: unknown) => void>(),
  resize: vi.fn(),
  dispose: vi.fn(),
};
