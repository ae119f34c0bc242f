import { waitFor, within } from '@testing-library/react';

/**
 * A required-field message that names its field ("站点名称不能为空"): some text before "不能为空" that
 * is not a leftover `${label}` variable or "undefined" (see rules.required in src/lib/validators).
 */
export const NAMED_REQUIRED = /^(?!undefined|\$\{)\S.*不能为空$/;

/**
 * Waits until `count` named required-field messages show in `container`. antd validates field by
 * field, so finding the first message does not mean the others are there yet.
 */
export async function expectRequiredMessages(container: HTMLElement, count: number): Promise<void> {
  await waitFor(() => expect(within(container).getAllByText(NAMED_REQUIRED)).toHaveLength(count), {
    timeout: 20_000,
  });
}
