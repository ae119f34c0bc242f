/**
 * Fault injection for the standalone mock server: what a flaky network or a struggling backend does to
 * the console. Pure decision logic (no Node APIs) so unit tests can drive it with a seeded random source;
 * mock-server/fault-http.ts applies the decisions to real sockets.
 *
 * Kinds (each rule hits a share of the matching API requests):
 * - `error500`     the reply is the envelope `{code: 500, msg}` (HTTP 200, as the backend answers errors);
 * - `drop`         the connection is closed without any reply (the browser sees a network error);
 * - `timeout`      the request is held unanswered until the client gives up (then the socket is closed);
 * - `unauthorized` a request carrying a token gets `{code: 401}`: the session died mid-way.
 * Latency (fixed plus random jitter) is added to every API reply, faulted or not.
 */

export const FAULT_KINDS = ['error500', 'drop', 'timeout', 'unauthorized'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface FaultRule {
  kind: FaultKind;
  /** Share of the matching requests that are hit, 0..1 (default 1: every one). */
  rate?: number;
  /** The rule retires after hitting this many requests (default: never). */
  times?: number;
  /** Only API paths (after /prod-api) containing this text; `re:PATTERN` for a regular expression. */
  match?: string;
  /** Only this HTTP method (GET, POST, …). */
  method?: string;
}

export interface FaultConfig {
  /** Added to every API reply, in ms. */
  latencyMs: number;
  /** Up to this much more, drawn per request, in ms. */
  jitterMs: number;
  /** How long a `timeout` request is held before its socket is closed (longer than the client's 60 s). */
  timeoutHoldMs: number;
  rules: FaultRule[];
}

export interface FaultDecision {
  delayMs: number;
  kind?: FaultKind;
}

export interface FaultSnapshot extends FaultConfig {
  /** How many replies each kind has replaced since the start (or the last reset). */
  injected: Record<FaultKind, number>;
}

/** API paths under this prefix (the control endpoint, the captcha answers) are never faulted. */
export const EXEMPT_PREFIX = '/__mock/';

export const DEFAULT_TIMEOUT_HOLD_MS = 90_000;

export function emptyFaultConfig(): FaultConfig {
  return { latencyMs: 0, jitterMs: 0, timeoutHoldMs: DEFAULT_TIMEOUT_HOLD_MS, rules: [] };
}

/** mulberry32: a tiny seeded generator, so a `--fault-seed` run hits the same requests every time. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `match: 're:^/system/'` is a regular expression; anything else is plain text (paths contain '/'). */
export const REGEX_PREFIX = 're:';

function matches(rule: FaultRule, method: string, path: string): boolean {
  if (rule.method && rule.method.toUpperCase() !== method.toUpperCase()) return false;
  if (!rule.match) return true;
  return rule.match.startsWith(REGEX_PREFIX)
    ? new RegExp(rule.match.slice(REGEX_PREFIX.length)).test(path)
    : path.includes(rule.match);
}

function clampRate(rate: number | undefined): number {
  if (rate === undefined || Number.isNaN(rate)) return 1;
  return Math.min(1, Math.max(0, rate));
}

/** Checks and normalises a config that came from a flag, an env var or the control endpoint. */
export function validateFaultConfig(input: Partial<FaultConfig>, base = emptyFaultConfig()): FaultConfig {
  const num = (value: unknown, name: string, fallback: number): number => {
    if (value === undefined) return fallback;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0)
      throw new Error(`${name} must be a number ≥ 0`);
    return value;
  };
  const rules = (input.rules ?? base.rules).map((rule) => {
    if (!FAULT_KINDS.includes(rule.kind)) throw new Error(`unknown fault kind: ${String(rule.kind)}`);
    if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 0))
      throw new Error('times must be a whole number ≥ 0');
    // A broken pattern is refused here, not on the first request it would have to match.
    if (rule.match?.startsWith(REGEX_PREFIX)) new RegExp(rule.match.slice(REGEX_PREFIX.length));
    return { ...rule, rate: clampRate(rule.rate) };
  });
  return {
    latencyMs: num(input.latencyMs, 'latencyMs', base.latencyMs),
    jitterMs: num(input.jitterMs, 'jitterMs', base.jitterMs),
    timeoutHoldMs: num(input.timeoutHoldMs, 'timeoutHoldMs', base.timeoutHoldMs),
    rules,
  };
}

const zeroCounts = (): Record<FaultKind, number> => ({ error500: 0, drop: 0, timeout: 0, unauthorized: 0 });

/** The live fault state of one server: decides per request, counts what it injected. */
export class FaultInjector {
  private config: FaultConfig;
  private injected = zeroCounts();

  constructor(
    config: FaultConfig = emptyFaultConfig(),
    private readonly random: () => number = Math.random,
  ) {
    this.config = validateFaultConfig(config);
  }

  /** Replaces the configuration (fields left out keep their current value; `rules` is replaced whole). */
  update(input: Partial<FaultConfig>): FaultSnapshot {
    this.config = validateFaultConfig(input, this.config);
    return this.snapshot();
  }

  /** Everything off and the counters at zero. */
  clear(): FaultSnapshot {
    this.config = emptyFaultConfig();
    this.injected = zeroCounts();
    return this.snapshot();
  }

  snapshot(): FaultSnapshot {
    return structuredClone({ ...this.config, injected: this.injected });
  }

  /** What to do with one API request. `path` is the part after /prod-api; `hasToken` = Authorization sent. */
  decide(method: string, path: string, hasToken: boolean): FaultDecision {
    if (path.startsWith(EXEMPT_PREFIX)) return { delayMs: 0 };
    const { latencyMs, jitterMs } = this.config;
    const delayMs = latencyMs + (jitterMs > 0 ? Math.round(this.random() * jitterMs) : 0);
    for (const rule of this.config.rules) {
      if (rule.times === 0 || !matches(rule, method, path)) continue;
      // A 401 only makes sense for a call made with a session; sign-in and the captcha go through.
      if (rule.kind === 'unauthorized' && !hasToken) continue;
      if (this.random() >= clampRate(rule.rate)) continue;
      if (rule.times !== undefined) rule.times -= 1;
      this.injected[rule.kind] += 1;
      return { delayMs, kind: rule.kind };
    }
    return { delayMs };
  }
}
