import { isQuartzProblem, translateQuartz, type QuartzProblem } from './quartz';

export type NextRuns =
  { ok: true; runs: Date[] } | { ok: false; problem: QuartzProblem | { code: 'invalid'; detail: string } };

/**
 * The next `count` fire times of a Quartz expression after `from`. cron-parser is loaded here, on
 * first use, so it never reaches the initial bundle. A year field is honoured by skipping ahead to
 * the next allowed year (bounded: at most `count` jumps per run).
 */
export async function nextRuns(expression: string, count = 5, from = new Date()): Promise<NextRuns> {
  let quartz;
  try {
    quartz = translateQuartz(expression);
  } catch (error) {
    if (isQuartzProblem(error)) return { ok: false, problem: error };
    throw error;
  }
  const { CronExpressionParser } = await import('cron-parser');
  const runs: Date[] = [];
  try {
    let cursor = from;
    let jumps = 0;
    while (runs.length < count && jumps <= count + 2) {
      const iterator = CronExpressionParser.parse(quartz.expression, { currentDate: cursor });
      const next = iterator.next().toDate();
      if (quartz.yearAllowed(next.getFullYear())) {
        runs.push(next);
        cursor = next;
        continue;
      }
      const year = quartz.nextYear(next.getFullYear());
      if (year === undefined) break;
      jumps += 1;
      // Just before midnight of Jan 1 of the next allowed year, so that instant itself can fire.
      cursor = new Date(new Date(year, 0, 1).getTime() - 1);
    }
  } catch (error) {
    if (runs.length > 0) return { ok: true, runs };
    return {
      ok: false,
      problem: { code: 'invalid', detail: error instanceof Error ? error.message : String(error) },
    };
  }
  return { ok: true, runs };
}
