import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

import type { Reporter, TestCase } from 'vitest/node';

/**
 * Records every test that needed a retry (CI allows one), so a flaky test is named in the CI digest
 * instead of passing unnoticed. Writes one line per test: "file > suite > test (retry xN)".
 */
export default class RetriedTestsReporter implements Reporter {
  private readonly retried: string[] = [];
  private readonly outputFile = 'test-results/vitest-retried.txt';

  onTestCaseResult(testCase: TestCase): void {
    const retryCount = testCase.diagnostic()?.retryCount ?? 0;
    if (retryCount === 0) return;
    const file = path.relative(process.cwd(), testCase.module.moduleId);
    this.retried.push(`${file} > ${testCase.fullName} (retry x${retryCount})`);
  }

  onTestRunEnd(): void {
    mkdirSync(path.dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, this.retried.map((line) => `${line}\n`).join(''));
  }
}
