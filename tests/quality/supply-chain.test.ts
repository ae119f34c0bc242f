import { type AuditException, evaluateAudit } from '../../scripts/audit/evaluate.ts';
import { isPermissive, runtimeDependencies, verdict } from '../../scripts/audit/licenses.ts';

/** An `npm audit --json` report with one advisory per given severity. */
function report(...severities: string[]): string {
  const vulnerabilities = Object.fromEntries(
    severities.map((severity, i) => [
      `pkg${i}`,
      {
        name: `pkg${i}`,
        severity,
        via: [
          {
            source: 1000 + i,
            name: `pkg${i}`,
            title: `bad ${i}`,
            url: `https://example.test/advisories/GHSA-aaaa-bbbb-000${i}`,
            severity,
          },
          'some-parent',
        ],
      },
    ]),
  );
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: {} });
}

const exception = (over: Partial<AuditException> = {}): AuditException => ({
  id: 'GHSA-aaaa-bbbb-0000',
  package: 'pkg0',
  reason: 'no fix released; the vulnerable path is not reachable from the console',
  added: '2026-11-01',
  expires: '2026-12-31',
  ...over,
});

describe('audit gate', () => {
  it('passes a clean report and one with only low or moderate advisories', () => {
    expect(evaluateAudit(report(), [], '2026-11-22').status).toBe('pass');
    expect(evaluateAudit(report('low', 'moderate'), [], '2026-11-22').status).toBe('pass');
  });

  it('fails on high and critical advisories', () => {
    const verdict = evaluateAudit(report('high', 'critical', 'low'), [], '2026-11-22');
    expect(verdict.status).toBe('fail');
    expect(verdict.findings.map((f) => [f.package, f.severity, f.id])).toEqual([
      ['pkg0', 'high', 'GHSA-aaaa-bbbb-0000'],
      ['pkg1', 'critical', 'GHSA-aaaa-bbbb-0001'],
    ]);
  });

  it('accepts a listed advisory until its exception expires', () => {
    expect(evaluateAudit(report('high'), [exception()], '2026-12-31').status).toBe('pass');
    const late = evaluateAudit(report('high'), [exception()], '2027-01-01');
    expect(late.status).toBe('fail');
    expect(late.findings).toHaveLength(1);
  });

  it('fails on an expired exception even when the advisory is gone, so the list is kept clean', () => {
    const verdict = evaluateAudit(report(), [exception({ expires: '2026-01-01' })], '2026-11-22');
    expect(verdict.status).toBe('fail');
    expect(verdict.expired).toHaveLength(1);
  });

  it('gives no verdict when the advisory service answered with an error or nothing', () => {
    const error = JSON.stringify({ message: '405 Method Not Allowed', statusCode: 405 });
    expect(evaluateAudit(error, [], '2026-11-22')).toMatchObject({
      status: 'unavailable',
      problem: '405 Method Not Allowed',
    });
    expect(evaluateAudit('', [], '2026-11-22').status).toBe('unavailable');
  });
});

describe('licence policy', () => {
  it.each<[string, boolean]>([
    ['MIT', true],
    ['(MPL-2.0 OR Apache-2.0)', true],
    ['Apache-2.0 AND MIT', true],
    ['GPL-3.0', false],
    ['GPL-2.0-or-later OR MIT', true],
    ['MIT AND GPL-3.0', false],
    ['UNKNOWN', false],
    ['', false],
  ])('%j permissive: %s', (expression, expected) => {
    expect(isPermissive(expression)).toBe(expected);
  });

  it('accepts TinyMCE under GPL only as reviewed, and flags other copyleft', () => {
    // tinymce 8 declares "SEE LICENSE IN license.md" (GPL-2.0-or-later or Tiny's commercial terms).
    expect(verdict({ name: 'tinymce', version: '8.9.2', license: 'SEE LICENSE IN license.md' })).toBe(
      'reviewed',
    );
    expect(verdict({ name: 'tinymce', version: '8.9.2', license: 'GPL-3.0-only' })).toBe('needs review');
    expect(verdict({ name: 'other', version: '1.0.0', license: 'GPL-2.0-or-later' })).toBe('needs review');
  });

  it('lists runtime packages from the lockfile, not devDependencies', () => {
    const deps = runtimeDependencies(
      {
        packages: {
          '': {},
          'node_modules/react': { version: '19.0.0', license: 'MIT' },
          'node_modules/vitest': { version: '4.0.0', license: 'MIT', dev: true },
          'node_modules/a/node_modules/@scope/b': { version: '1.0.0' },
        },
      },
      (dir) => (dir.endsWith('@scope/b') ? 'ISC' : undefined),
    );
    expect(deps).toEqual([
      { name: '@scope/b', version: '1.0.0', license: 'ISC' },
      { name: 'react', version: '19.0.0', license: 'MIT' },
    ]);
  });
});
