import * as React from 'react';

/**
 * React 19's development build captures an owner stack for every element it creates: an `Error` with its
 * stack trace plus a `console.createTask`, for up to 10,000 elements between two renders. Those stacks
 * only enrich React's own warnings, and in jsdom they were a sixth of the suite's CPU time (measured on
 * tests/system and the site tests: 189 → 156 s of CPU). Holding React's counter above its limit makes it
 * take its "unknown owner" path; warnings still appear, with shorter component stacks.
 */
const internals = (React as unknown as Record<string, object | undefined>)
  .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;

if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => Number.POSITIVE_INFINITY,
    // react-dom resets the counter after each render; the reset is ignored.
    set: () => undefined,
  });
} else {
  throw new Error('React internals changed: tests/react-owner-stacks.ts no longer applies');
}
