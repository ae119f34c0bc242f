/**
 * Seeds an area's tables on first use. Every test starts from a freshly seeded database, so a seed
 * that builds thousands of rows (30 days of ad events, a search log, form submissions) would be paid
 * by every test of every screen. Instead the area's table names are defined as accessors on the
 * tables object and the area is seeded the first time any of them is read or replaced.
 */
const tableNames = new Map<string, string[]>();

/** The area's table names, learnt once per process from its first seed. */
function namesOf(area: string, seed: () => object): string[] {
  let names = tableNames.get(area);
  if (!names) {
    names = Object.keys(seed());
    tableNames.set(area, names);
  }
  return names;
}

/** Defines `area`'s tables on `target`, seeded by `seed` (which may read the core tables) on first use. */
export function defineLazyArea(target: object, area: string, seed: () => object): void {
  let rows: Record<string, unknown> | undefined;
  const seeded = () => (rows ??= seed() as Record<string, unknown>);
  for (const name of namesOf(area, seed)) {
    Object.defineProperty(target, name, {
      enumerable: true,
      configurable: true,
      get: () => seeded()[name],
      set: (value: unknown) => {
        seeded()[name] = value;
      },
    });
  }
}
