import { describe, expect, it, vi } from 'vitest';

import { createQueryClient } from '@/app/query-client';

/**
 * useQuery builds its query in the cache while the component renders and fetches only when it
 * subscribes, after the commit; the client starts the fetch right after the build.
 */
function built(options: { enabled?: boolean; data?: string }) {
  const client = createQueryClient();
  const queryFn = vi.fn(() => Promise.resolve('rows'));
  if (options.data !== undefined) client.setQueryData(['probe'], options.data);
  const query = client.getQueryCache().build(client, {
    queryKey: ['probe'],
    queryFn,
    ...(options.enabled === undefined ? {} : { enabled: options.enabled }),
  });
  return { query, queryFn };
}

const microtask = () => Promise.resolve();

describe('query client: a new query fetches as soon as it is built', () => {
  it('fetches an enabled query without data once, before any component subscribes', async () => {
    const { query, queryFn } = built({});
    await microtask();
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(query.state.fetchStatus).toBe('fetching');
    await query.fetch();
    expect(query.state.data).toBe('rows');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves a disabled query and a query with data alone', async () => {
    const disabled = built({ enabled: false });
    const cached = built({ data: 'cached' });
    await microtask();
    expect(disabled.queryFn).not.toHaveBeenCalled();
    expect(cached.queryFn).not.toHaveBeenCalled();
  });
});
