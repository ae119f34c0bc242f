/** How often the publish flag is looked at, and how often the queue is counted while it is set. */
export const FLAG_CHECK_MS = 2000;
export const COUNT_POLL_MS = 5000;
/** Consecutive empty counts after which the flag is cleared and polling stops. */
export const ZERO_COUNTS_TO_STOP = 3;

export interface PublishPollerDeps {
  readFlag: () => boolean;
  clearFlag: () => void;
  fetchCount: () => Promise<number>;
  onCount: (count: number) => void;
}

export interface PublishPoller {
  /** Counts now (after clearing the queue). */
  refresh: () => Promise<void>;
  stop: () => void;
}

/**
 * The publish-task counter's state machine (docs/backend-contract.md): every 2 s look at the publish flag; while
 * it is set, count the queue now and every 5 s; after 3 consecutive zero counts clear the flag and stop;
 * a flag cleared elsewhere stops the polling too.
 */
export function startPublishPoller(deps: PublishPollerDeps): PublishPoller {
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let zeros = 0;

  const stopPolling = () => {
    if (pollTimer !== undefined) clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const load = async () => {
    let count: number;
    try {
      count = await deps.fetchCount();
    } catch {
      return; // a failed count is not an empty queue
    }
    deps.onCount(count);
    if (count > 0) {
      zeros = 0;
      return;
    }
    zeros += 1;
    if (zeros >= ZERO_COUNTS_TO_STOP) {
      zeros = 0;
      deps.clearFlag();
      stopPolling();
    }
  };

  const check = () => {
    const flag = deps.readFlag();
    if (flag && pollTimer === undefined) {
      zeros = 0;
      void load();
      pollTimer = setInterval(() => void load(), COUNT_POLL_MS);
    } else if (!flag && pollTimer !== undefined) {
      stopPolling();
    }
  };

  const flagTimer = setInterval(check, FLAG_CHECK_MS);
  return {
    refresh: load,
    stop: () => {
      clearInterval(flagTimer);
      stopPolling();
    },
  };
}
