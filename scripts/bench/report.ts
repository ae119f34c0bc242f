/** Medians, the printed table and the JSON of `npm run bench`. */
import type { LoadSample } from './load.ts';
import type { LargeViewSample, SessionSample } from './measure.ts';
import type { PhaseLoad } from './waves.ts';

export function median(values: number[]): number | null {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return null;
  const mid = Math.floor(finite.length / 2);
  return finite.length % 2 ? (finite[mid] ?? null) : ((finite[mid - 1] ?? 0) + (finite[mid] ?? 0)) / 2;
}

export interface ThrottleResult {
  cpuThrottle: number;
  runs: number;
  firstPaintMs: number | null;
  loginUsableMs: number | null;
  jsFilesBeforeLoginUsable: number | null;
  screenChangeMs: number | null;
  warmScreenChangeMs: number | null;
  /** The phases of the first run: file counts and waves do not vary between runs. */
  phases: LoadSample['phases'] | null;
  signInToFirstScreenMs: number | null;
  jsGzipBytes: number | null;
  jsRawBytes: number | null;
  cssGzipBytes: number | null;
  cssRawBytes: number | null;
  requests: number | null;
  screensOpened: number;
  heapAfterScreensBytes: number | null;
  heapAfterWorkedScreensBytes: number | null;
  menuSearchMs: number | null;
  samples: { load: LoadSample[]; session: SessionSample };
}

export function summarise(throttle: number, load: LoadSample[], session: SessionSample): ThrottleResult {
  type NumericKey = { [K in keyof LoadSample]: LoadSample[K] extends number ? K : never }[keyof LoadSample];
  const pick = (key: NumericKey) => median(load.map((s) => s[key]));
  return {
    cpuThrottle: throttle,
    runs: load.length,
    firstPaintMs: pick('firstPaintMs'),
    loginUsableMs: pick('loginUsableMs'),
    jsFilesBeforeLoginUsable: pick('jsFilesBeforeLoginUsable'),
    screenChangeMs: pick('screenChangeMs'),
    warmScreenChangeMs: pick('warmScreenChangeMs'),
    phases: load[0]?.phases ?? null,
    signInToFirstScreenMs: pick('signInToFirstScreenMs'),
    jsGzipBytes: pick('jsGzipBytes'),
    jsRawBytes: pick('jsRawBytes'),
    cssGzipBytes: pick('cssGzipBytes'),
    cssRawBytes: pick('cssRawBytes'),
    requests: pick('requests'),
    screensOpened: session.screensOpened,
    heapAfterScreensBytes: Number.isFinite(session.heapAfterScreensBytes)
      ? session.heapAfterScreensBytes
      : null,
    heapAfterWorkedScreensBytes: Number.isFinite(session.heapAfterWorkedScreensBytes)
      ? session.heapAfterWorkedScreensBytes
      : null,
    menuSearchMs: median(session.menuSearchMs),
    samples: { load, session },
  };
}

/** What the mock or the console cannot be measured on yet, with the reason. */
export const NOT_MEASURED: Record<string, string> = {};

const ms = (v: number | null) => (v === null ? 'N/A' : `${Math.round(v)} ms`);
const kb = (v: number | null) => (v === null ? 'N/A' : `${(v / 1024).toFixed(1)} KB`);
const mb = (v: number | null) => (v === null ? 'N/A' : `${(v / 1024 / 1024).toFixed(1)} MB`);

const count = (v: number | null) => (v === null ? 'N/A' : String(v));

function phase(r: ThrottleResult, name: keyof LoadSample['phases'], api = false): string {
  const p: PhaseLoad | undefined = r.phases?.[name];
  if (!p) return 'N/A';
  const code = `${p.jsFiles} in ${p.codeWaves} wave${p.codeWaves === 1 ? '' : 's'}`;
  return api ? `${code}, ${p.apiCalls} API` : code;
}

const view = (v: LargeViewSample | null) =>
  v === null ? 'N/A' : `${ms(v.ms)} (${v.items.toLocaleString('en')})`;

export function table(results: ThrottleResult[]): string {
  const rows: [string, (r: ThrottleResult) => string][] = [
    ['first paint of the sign-in page', (r) => ms(r.firstPaintMs)],
    ['login form usable (cold load)', (r) => ms(r.loginUsableMs)],
    ['JS files before the form is usable', (r) => count(r.jsFilesBeforeLoginUsable)],
    ['sign-in page: JS files in waves', (r) => phase(r, 'signIn')],
    ['sign-in → first screen', (r) => ms(r.signInToFirstScreenMs)],
    ['click → Home: JS files in waves, API calls', (r) => phase(r, 'firstScreen', true)],
    ['Home → user list, first row', (r) => ms(r.screenChangeMs)],
    ['Home → user list: JS files in waves', (r) => phase(r, 'screenChange')],
    ['user list → role list, code prefetched', (r) => ms(r.warmScreenChangeMs)],
    ['JS up front, gzip / raw', (r) => `${kb(r.jsGzipBytes)} / ${kb(r.jsRawBytes)}`],
    ['CSS up front, gzip / raw', (r) => `${kb(r.cssGzipBytes)} / ${kb(r.cssRawBytes)}`],
    ['requests up front', (r) => (r.requests === null ? 'N/A' : String(r.requests))],
    ['JS heap after opening screens', (r) => `${mb(r.heapAfterScreensBytes)} (${r.screensOpened} screens)`],
    ['JS heap, the same screens each touched', (r) => mb(r.heapAfterWorkedScreensBytes)],
    ['menu search, keystroke → results', (r) => ms(r.menuSearchMs)],
    ['catalog tree (nodes) → painted', (r) => view(r.samples.session.catalogTree)],
    ['large table (rows) → painted', (r) => view(r.samples.session.largeTable)],
  ];
  const header = ['metric', ...results.map((r) => `${r.cpuThrottle}× CPU (median of ${r.runs})`)];
  const body = rows.map(([name, cell]) => [name, ...results.map(cell)]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
