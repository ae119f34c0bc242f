import type { MemberLevelConfig } from '@/api/member/level-config';

/** What is wrong with one level of a type's ladder. */
export type LevelIssue =
  { kind: 'gap'; missing: number } | { kind: 'notIncreasing'; previousLevel: number; previousExp: number };

/**
 * Checks each level type's ladder: levels run from 1 without gaps, and each level needs more
 * experience to the next than the level before it. Keyed by configId; rows without a problem are absent.
 */
export function levelIssues(rows: readonly MemberLevelConfig[]): Map<string, LevelIssue> {
  const issues = new Map<string, LevelIssue>();
  const byType = new Map<string, MemberLevelConfig[]>();
  for (const row of rows) byType.set(row.levelType, [...(byType.get(row.levelType) ?? []), row]);
  for (const levels of byType.values()) {
    const ordered = [...levels].sort((a, b) => a.level - b.level);
    ordered.forEach((row, i) => {
      const previous = ordered[i - 1];
      const expected = previous ? previous.level + 1 : 1;
      if (row.level > expected) issues.set(row.configId, { kind: 'gap', missing: expected });
      else if (previous && row.nextNeedExp <= previous.nextNeedExp)
        issues.set(row.configId, {
          kind: 'notIncreasing',
          previousLevel: previous.level,
          previousExp: previous.nextNeedExp,
        });
    });
  }
  return issues;
}
