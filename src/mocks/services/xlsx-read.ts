/**
 * Reads the first sheet of an .xlsx upload into rows of strings: zip central directory, entries
 * stored or deflated (inflated with the platform's DecompressionStream, present in browsers and
 * Node ≥ 18), shared and inline strings. Enough for the user import; anything it cannot read gives
 * undefined and the caller reports nothing imported.
 */

const td = new TextDecoder();

async function inflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** name → bytes of every entry (only the ones we ask for are inflated). */
async function unzip(bytes: Uint8Array, wanted: (name: string) => boolean): Promise<Map<string, Uint8Array>> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i--) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw new Error('not a zip file');
  const count = view.getUint16(eocd + 10, true);
  let at = view.getUint32(eocd + 16, true);
  const out = new Map<string, Uint8Array>();
  for (let n = 0; n < count; n++) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad central directory');
    const method = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 20, true);
    const nameLen = view.getUint16(at + 28, true);
    const extraLen = view.getUint16(at + 30, true);
    const commentLen = view.getUint16(at + 32, true);
    const local = view.getUint32(at + 42, true);
    const name = td.decode(bytes.subarray(at + 46, at + 46 + nameLen));
    at += 46 + nameLen + extraLen + commentLen;
    if (!wanted(name)) continue;
    const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
    const raw = bytes.subarray(start, start + size);
    out.set(name, method === 0 ? raw : await inflateRaw(raw));
  }
  return out;
}

function unescapeXml(text: string): string {
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (named[e.toLowerCase()]) return named[e.toLowerCase()]!;
    return String.fromCodePoint(
      e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10),
    );
  });
}

/** Concatenated `<t>` texts of a fragment (rich-text runs included). */
function texts(xml: string): string {
  return unescapeXml([...xml.matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((m) => m[1]).join(''));
}

function columnIndex(ref: string): number {
  const letters = /^[A-Z]+/.exec(ref)?.[0] ?? 'A';
  return [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) - 1;
}

/** Rows of the first worksheet as strings ('' for empty cells); undefined when unreadable. */
export async function readFirstSheet(bytes: Uint8Array): Promise<string[][] | undefined> {
  try {
    const files = await unzip(
      bytes,
      (n) => n === 'xl/sharedStrings.xml' || /^xl\/worksheets\/sheet\d+\.xml$/.test(n),
    );
    const sheetName = [...files.keys()].filter((n) => n.startsWith('xl/worksheets/')).sort()[0];
    if (!sheetName) return undefined;
    const shared = [
      ...td.decode(files.get('xl/sharedStrings.xml') ?? new Uint8Array()).matchAll(/<si>([\s\S]*?)<\/si>/g),
    ].map((m) => texts(m[1] ?? ''));
    const sheet = td.decode(files.get(sheetName));
    return [...sheet.matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)].map((row) => {
      const cells: string[] = [];
      let next = 0;
      for (const cell of (row[1] ?? '').matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
        const attrs = cell[1] ?? '';
        const ref = /\br="([A-Z]+)\d*"/.exec(attrs)?.[1];
        const index = ref ? columnIndex(ref) : next;
        const type = /\bt="(\w+)"/.exec(attrs)?.[1];
        const inner = cell[2] ?? '';
        const v = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
        const value =
          type === 's'
            ? (shared[Number(v)] ?? '')
            : type === 'inlineStr'
              ? texts(inner)
              : unescapeXml(v ?? '');
        cells[index] = value;
        next = index + 1;
      }
      return Array.from({ length: cells.length }, (_, i) => cells[i] ?? '');
    });
  } catch {
    return undefined;
  }
}
