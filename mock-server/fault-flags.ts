/**
 * Command-line flags and environment variables of fault injection. Every flag has an env twin, so a
 * fault can be switched on where the command line is fixed (a CI step, a process manager); a flag wins
 * over its env var.
 */
import { emptyFaultConfig, type FaultConfig, type FaultKind, validateFaultConfig } from './faults.ts';

export interface FaultOptions {
  config: FaultConfig;
  /** Seed of the random source (reproducible runs); undefined = Math.random. */
  seed?: number;
  /** Test only: enables /prod-api/__mock/faults (switch faults at run time) and session expiry. */
  control: boolean;
  /** --fault-match, applied to the flag rules by finishFaultOptions (so flag order does not matter). */
  match?: string;
}

interface FaultFlag {
  env: string;
  /** Flags without a value (switches) read "1"/"true" from their env var. */
  takesValue: boolean;
  apply(options: FaultOptions, raw: string): void;
  help: string;
}

function rate(raw: string, name: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0 || value > 1)
    throw new Error(`${name} wants a share between 0 and 1, got "${raw}"`);
  return value;
}

function ms(raw: string, name: string): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0)
    throw new Error(`${name} wants milliseconds ≥ 0, got "${raw}"`);
  return value;
}

function rateFlag(kind: FaultKind, env: string, help: string): FaultFlag {
  return {
    env,
    takesValue: true,
    help,
    apply: (options, raw) => {
      const share = rate(raw, kind);
      options.config.rules = options.config.rules.filter((r) => r.kind !== kind);
      if (share > 0) options.config.rules.push({ kind, rate: share });
    },
  };
}

export const FAULT_FLAGS: Record<string, FaultFlag> = {
  '--latency': {
    env: 'MOCK_LATENCY_MS',
    takesValue: true,
    help: 'add MS to every API reply',
    apply: (o, raw) => void (o.config.latencyMs = ms(raw, '--latency')),
  },
  '--latency-jitter': {
    env: 'MOCK_LATENCY_JITTER_MS',
    takesValue: true,
    help: 'add up to MS more, drawn per request',
    apply: (o, raw) => void (o.config.jitterMs = ms(raw, '--latency-jitter')),
  },
  '--fault-500': rateFlag('error500', 'MOCK_FAULT_500', 'share of API replies turned into {code: 500}'),
  '--fault-drop': rateFlag('drop', 'MOCK_FAULT_DROP', 'share of API requests whose connection is dropped'),
  '--fault-timeout': rateFlag('timeout', 'MOCK_FAULT_TIMEOUT', 'share of API requests never answered'),
  '--fault-401': rateFlag(
    'unauthorized',
    'MOCK_FAULT_401',
    'share of calls with a token answered {code: 401}',
  ),
  '--fault-match': {
    env: 'MOCK_FAULT_MATCH',
    takesValue: true,
    help: 'restrict the fault flags to API paths containing TEXT (re:PATTERN: a regex)',
    apply: (o, raw) => void (o.match = raw),
  },
  '--fault-seed': {
    env: 'MOCK_FAULT_SEED',
    takesValue: true,
    help: 'seed the random choice of faulted requests (reproducible runs)',
    apply: (o, raw) => void (o.seed = Number.parseInt(raw, 10) || 0),
  },
  '--fault-timeout-hold': {
    env: 'MOCK_FAULT_TIMEOUT_HOLD_MS',
    takesValue: true,
    help: 'how long a timed-out request is held before its socket closes (default 90000)',
    apply: (o, raw) => void (o.config.timeoutHoldMs = ms(raw, '--fault-timeout-hold')),
  },
  '--fault-control': {
    env: 'MOCK_FAULT_CONTROL',
    takesValue: false,
    help: 'test only: GET/PUT/DELETE /prod-api/__mock/faults, POST /prod-api/__mock/faults/expire-sessions',
    apply: (o, raw) => void (o.control = raw === '1' || raw === 'true'),
  },
};

/** The options the environment asks for; flags are applied on top with `applyFaultFlag`. */
export function faultOptionsFromEnv(env: Record<string, string | undefined>): FaultOptions {
  const options: FaultOptions = { config: emptyFaultConfig(), control: false };
  for (const flag of Object.values(FAULT_FLAGS)) {
    const raw = env[flag.env];
    if (raw !== undefined && raw !== '') flag.apply(options, raw);
  }
  return options;
}

/**
 * Applies one flag if it is a fault flag; returns false for other flags. `value` reads the flag's
 * argument (only called for flags that take one).
 */
export function applyFaultFlag(options: FaultOptions, name: string, value: () => string): boolean {
  const flag = FAULT_FLAGS[name];
  if (!flag) return false;
  flag.apply(options, flag.takesValue ? value() : '1');
  return true;
}

/** Call once after all flags: applies --fault-match to the flag rules and validates the result. */
export function finishFaultOptions(options: FaultOptions): FaultOptions {
  const { match } = options;
  if (match) options.config.rules = options.config.rules.map((r) => ({ ...r, match }));
  options.config = validateFaultConfig(options.config);
  return options;
}

/** One line per flag, for the usage text and the README. */
export function faultFlagHelp(): string {
  return Object.entries(FAULT_FLAGS)
    .map(([name, f]) => `  ${name.padEnd(22)} ${f.env.padEnd(28)} ${f.help}`)
    .join('\n');
}
