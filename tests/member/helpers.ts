import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

import { SLOW } from '../system/helpers';

/** Picks an option of an antd Select (the open dropdown's item with this title). */
export async function pickOption(user: UserEvent, select: HTMLElement, title: string): Promise<void> {
  await user.click(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === title,
    );
    if (!found) throw new Error(`no option ${title}`);
    return found;
  }, SLOW);
  await user.click(option);
}

/** The JSON body of the last request matching method and path. */
export function lastBody(
  seen: { method: string; path: string; body: string }[],
  method: string,
  path: string,
) {
  const request = seen.filter((r) => r.method === method && r.path === path).at(-1);
  return request ? (JSON.parse(request.body) as unknown) : undefined;
}
