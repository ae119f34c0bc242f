/**
 * Judges `npm audit --omit=dev --json` against the dated exception list (pure: unit-tested in
 * tests/quality/audit-gate.test.ts). High and critical advisories fail the gate unless an exception
 * names them and has not expired; an expired exception fails it too, so none is forgotten.
 */
export interface AuditException {
  /** The advisory: its GHSA id, its URL, or its npm advisory number. */
  id: string;
  package: string;
  reason: string;
  /** YYYY-MM-DD. */
  added: string;
  /** YYYY-MM-DD: after this day the exception no longer counts. */
  expires: string;
}

export interface Finding {
  id: string;
  package: string;
  severity: string;
  title: string;
}

export interface AuditVerdict {
  status: 'pass' | 'fail' | 'unavailable';
  findings: Finding[];
  excepted: Finding[];
  expired: AuditException[];
  /** Why the report could not be read (the audit service was unreachable, …). */
  problem?: string;
}

const BLOCKING = new Set(['high', 'critical']);

interface Via {
  source?: number | string;
  name?: string;
  title?: string;
  url?: string;
  severity?: string;
}

interface AuditReport {
  vulnerabilities?: Record<string, { name?: string; via?: (Via | string)[] }>;
  error?: { summary?: string; code?: string };
  message?: string;
}

function findingsOf(report: AuditReport): Finding[] {
  const found = new Map<string, Finding>();
  for (const [name, vuln] of Object.entries(report.vulnerabilities ?? {})) {
    for (const via of vuln.via ?? []) {
      // A string is "vulnerable through that other package", reported under its own name.
      if (typeof via === 'string' || !via.severity || !BLOCKING.has(via.severity)) continue;
      const ghsa = via.url ? /GHSA-[\w-]+/.exec(via.url)?.[0] : undefined;
      const id = ghsa ?? via.url ?? String(via.source ?? name);
      found.set(`${id}:${via.name ?? name}`, {
        id,
        package: via.name ?? name,
        severity: via.severity,
        title: via.title ?? '',
      });
    }
  }
  return [...found.values()];
}

function matches(exception: AuditException, finding: Finding): boolean {
  return (
    exception.package === finding.package &&
    (finding.id === exception.id || finding.id.endsWith(exception.id))
  );
}

/** `stdout` is what `npm audit --json` printed; `today` is YYYY-MM-DD. */
export function evaluateAudit(stdout: string, exceptions: AuditException[], today: string): AuditVerdict {
  let report: AuditReport;
  try {
    report = JSON.parse(stdout) as AuditReport;
  } catch {
    return {
      status: 'unavailable',
      findings: [],
      excepted: [],
      expired: [],
      problem: 'npm audit printed no JSON',
    };
  }
  if (!report.vulnerabilities) {
    const problem = report.error?.summary || report.message || 'npm audit gave no report';
    return { status: 'unavailable', findings: [], excepted: [], expired: [], problem };
  }
  const live = exceptions.filter((e) => e.expires >= today);
  const expired = exceptions.filter((e) => e.expires < today);
  const all = findingsOf(report);
  const excepted = all.filter((f) => live.some((e) => matches(e, f)));
  const findings = all.filter((f) => !excepted.includes(f));
  const status = findings.length > 0 || expired.length > 0 ? 'fail' : 'pass';
  return { status, findings, excepted, expired };
}
