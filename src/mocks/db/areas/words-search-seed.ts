/**
 * The search log of the words area: a few thousand searches on site 1 over the last 90 days (plus a
 * few on site 2), and the per-word totals they add up to. Generated once per process relative to the
 * clock at the first seed (every test seeds a fresh db, so each seed only copies the rows).
 */
import type { SearchLogRow, SearchWordRow } from './words';
import { formatDateTime } from '../../core/time';

const DAY_MS = 86_400_000;
const LOG_COUNT = 3_000;

/** Words and their relative weight: a few are searched a lot, most rarely. */
const SITE_WORDS: [string, number][] = [
  ['工程咨询', 30],
  ['资信评价', 22],
  ['继续教育', 18],
  ['可行性研究报告', 14],
  ['全过程咨询', 12],
  ['会员单位', 10],
  ['投资估算', 8],
  ['造价', 7],
  ['招标', 6],
  ['年会', 5],
  ['培训通知', 5],
  ['标准规范', 4],
  ['乡村振兴', 3],
  ['碳达峰', 3],
  ['数字化转型', 2],
  ['专家库', 2],
  ['PPP', 2],
  ['BIM', 1],
];
const LOCATIONS = [
  '浙江省 杭州市',
  '浙江省 宁波市',
  '浙江省 温州市',
  '上海市',
  '江苏省 南京市',
  '北京市',
  '内网IP',
];
const CLIENTS: [string, string][] = [
  ['PC', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/124.0 Safari/537.36'],
  ['Mobile', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
  ['Pad', 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148'],
];
const REFERERS = ['https://www.example.com/', 'https://www.example.com/news/', 'https://www.baidu.com/', ''];

/** A small seeded PRNG (mulberry32), so the log is the same in every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function weighted(next: () => number): string {
  const total = SITE_WORDS.reduce((sum, [, w]) => sum + w, 0);
  let roll = next() * total;
  for (const [word, w] of SITE_WORDS) {
    roll -= w;
    if (roll < 0) return word;
  }
  return SITE_WORDS[0]?.[0] ?? '';
}

let generated: { words: SearchWordRow[]; logs: SearchLogRow[] } | undefined;

function generate(nowMs: number) {
  const next = random(20250423);
  const logs: SearchLogRow[] = [];
  for (let i = 0; i < LOG_COUNT; i++) {
    const site = i % 25 === 0 ? '2' : '1';
    const [clientType, userAgent] = pick(CLIENTS, next);
    logs.push({
      logId: String(600_000 + i),
      word: site === '2' ? pick(['consulting', 'training', 'membership'], next) : weighted(next),
      userAgent,
      ip: `${Math.floor(next() * 200) + 10}.${Math.floor(next() * 255)}.${Math.floor(next() * 255)}.${Math.floor(next() * 254) + 1}`,
      location: pick(LOCATIONS, next),
      referer: pick(REFERERS, next),
      clientType,
      source: site,
      logTime: formatDateTime(nowMs - Math.floor(next() * 90 * DAY_MS)),
    });
  }
  logs.sort((a, b) => b.logTime.localeCompare(a.logTime));
  const totals = new Map<string, SearchWordRow>();
  let wordId = 590_000;
  for (const log of logs) {
    const key = `${log.source}\u0000${log.word}`;
    const row = totals.get(key);
    if (row) row.searchTotal += 1;
    else
      totals.set(key, {
        wordId: String(wordId++),
        word: log.word,
        searchTotal: 1,
        topFlag: 0,
        source: log.source,
        createBy: 'admin',
        createTime: log.logTime,
      });
  }
  return { words: [...totals.values()], logs };
}

export function seedSearchLogs(): { words: SearchWordRow[]; logs: SearchLogRow[] } {
  generated ??= generate(Date.now());
  return { words: generated.words.map((w) => ({ ...w })), logs: generated.logs.map((l) => ({ ...l })) };
}
