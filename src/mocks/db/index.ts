/**
 * The mock backend's in-memory database: plain arrays of rows (see ./types), a clock that tests can
 * move, an id sequence, and JSON snapshots so the standalone server can persist it between runs.
 */
import type { CmsSeedOptions } from './cms-seed';
import { seedTables } from './seed';
import type { Id, StoredFile, Tables } from './types';
import { base64ToBytes, bytesToBase64 } from '../core/base64';
import { formatDateTime } from '../core/time';

export type * from './types';

/** First generated id; seeded rows use small ids, generated ones look like snowflake ids. */
const FIRST_ID = 100_000_000_000_001;
const SNAPSHOT_VERSION = 1;

export interface CreateDbOptions {
  /** Source of "now" in epoch ms (default Date.now); tests may also use `db.advanceTime`. */
  now?: () => number;
  /** Start from a snapshot made by `toJSON()` instead of the seed. */
  snapshot?: DbSnapshot;
  /** Seed size knobs (e.g. thousands of catalogs for the benchmarks). */
  seed?: CmsSeedOptions;
}

/** What `toJSON()` produces: plain JSON (file bytes as base64). */
export interface DbSnapshot {
  version: number;
  seq: number;
  tables: Omit<Tables, 'files' | 'captchas'> & { files: (Omit<StoredFile, 'data'> & { data: string })[] };
}

export class MockDb {
  readonly tables: Tables;
  private seq: number;
  private offsetMs = 0;
  private readonly clock: () => number;

  constructor(options: CreateDbOptions = {}) {
    this.clock = options.now ?? (() => Date.now());
    const snap = options.snapshot;
    if (snap && snap.version === SNAPSHOT_VERSION) {
      const fresh = seedTables(options.seed);
      const files = snap.tables.files.map((f) => ({ ...f, data: base64ToBytes(f.data) }));
      // Tables added after the snapshot was written start from the seed.
      this.tables = { ...fresh, ...snap.tables, files, captchas: [] };
      this.seq = snap.seq;
    } else {
      this.tables = seedTables(options.seed);
      this.seq = FIRST_ID;
    }
  }

  /** Current time in epoch ms. */
  now(): number {
    return this.clock() + this.offsetMs;
  }

  /** Current time in the wire format "yyyy-MM-dd HH:mm:ss". */
  nowString(): string {
    return formatDateTime(this.now());
  }

  /** Moves the db clock forward (captcha expiry, lock end times, …) without fake timers. */
  advanceTime(ms: number): void {
    this.offsetMs += ms;
  }

  /** A new unique Long id as a string. */
  nextId(): Id {
    return String(this.seq++);
  }

  /** Value of a sys_config row, or undefined when the key does not exist. */
  config(key: string): string | undefined {
    return this.tables.configs.find((c) => c.configKey === key)?.configValue;
  }

  setConfig(key: string, value: string): void {
    const row = this.tables.configs.find((c) => c.configKey === key);
    if (row) row.configValue = value;
    else
      this.tables.configs.push({
        configId: this.nextId(),
        configKey: key,
        configName: key,
        configValue: value,
        fixed: 'N',
        createTime: this.nowString(),
      });
  }

  toJSON(): DbSnapshot {
    const { files, captchas: _transient, ...rest } = this.tables;
    return {
      version: SNAPSHOT_VERSION,
      seq: this.seq,
      tables: { ...rest, files: files.map((f) => ({ ...f, data: bytesToBase64(f.data) })) },
    };
  }

  static fromJSON(snapshot: DbSnapshot, options: Omit<CreateDbOptions, 'snapshot'> = {}): MockDb {
    return new MockDb({ ...options, snapshot });
  }
}

export function createDb(options: CreateDbOptions = {}): MockDb {
  return new MockDb(options);
}
