/** Pinyin initials for generated catalog aliases (no dictionary: the zh collation order of Han characters). */
const PINYIN_BOUNDS = '阿八嚓哒妸发旮哈讥咔垃痳拏噢妑七呥仨他哇夕丫帀';
const PINYIN_LETTERS = 'abcdefghjklmnopqrstwxyz';
const collator = new Intl.Collator('zh-CN');

/** First pinyin letter of a Chinese character (by zh collation order), '' for anything else. */
function pinyinInitial(ch: string): string {
  if (!/\p{Script=Han}/u.test(ch)) return '';
  let letter = '';
  for (let i = 0; i < PINYIN_BOUNDS.length; i++) {
    if (collator.compare(ch, PINYIN_BOUNDS[i] as string) >= 0) letter = PINYIN_LETTERS[i] as string;
    else break;
  }
  return letter;
}

/** "协会动态" → "xhdt", "News 2026" → "news2026": pinyin initials of Han characters, letters/digits kept. */
export function spellingOf(name: string): string {
  let out = '';
  for (const ch of name.trim()) {
    if (/[A-Za-z0-9_]/.test(ch)) out += ch.toLowerCase();
    else out += pinyinInitial(ch);
  }
  return out || 'catalog';
}
