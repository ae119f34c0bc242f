/**
 * Just enough PNG for the image-processing mock to really change an image: decode 8-bit PNGs (grey,
 * RGB, palette, with or without alpha; not interlaced) to RGBA pixels, crop, resize, rotate and flip
 * them, and encode RGBA back. Inflate and deflate come from the web-standard (Compression|
 * Decompression)Stream, present in Node and browsers, so the mock stays dependency-free.
 */
import { crc32 } from '../../../lib/xlsx';

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row after row. */
  data: Uint8Array;
}

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

export const isPng = (bytes: Uint8Array) => SIGNATURE.every((b, i) => bytes[i] === b);

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const source = new ReadableStream<Uint8Array<ArrayBuffer>>({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
  const out = source.pipeThrough(stream);
  return new Uint8Array(await new Response(out).arrayBuffer());
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Undoes the per-row filters of 8-bit scanlines with `bpp` bytes per pixel. */
function unfilter(raw: Uint8Array, width: number, height: number, bpp: number): Uint8Array {
  const stride = width * bpp;
  const out = new Uint8Array(stride * height);
  for (let y = 0; y < height; y++) {
    const type = raw[y * (stride + 1)] ?? 0;
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const a = x >= bpp ? (out[row + x - bpp] ?? 0) : 0;
      const b = y > 0 ? (out[row - stride + x] ?? 0) : 0;
      const c = x >= bpp && y > 0 ? (out[row - stride + x - bpp] ?? 0) : 0;
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][type] ?? 0;
      out[row + x] = ((raw[src + x] ?? 0) + predictor) & 0xff;
    }
  }
  return out;
}

/** RGBA pixels of a PNG; throws on what this decoder does not handle (16-bit, interlaced). */
export async function decodePng(bytes: Uint8Array): Promise<Pixels> {
  if (!isPng(bytes)) throw new Error('not a PNG');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let width = 0;
  let height = 0;
  let colorType = 0;
  let palette: Uint8Array = new Uint8Array(0);
  let alpha: Uint8Array = new Uint8Array(0);
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      colorType = body[9] ?? 0;
      if (body[8] !== 8 || body[12] !== 0) throw new Error('only 8-bit, non-interlaced PNGs');
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') alpha = body;
    else if (type === 'IDAT') idat.push(body);
    at += 12 + length;
  }
  const bpp = CHANNELS[colorType];
  if (!bpp) throw new Error(`PNG colour type ${colorType}`);
  const joined = new Uint8Array(idat.reduce((n, part) => n + part.length, 0));
  idat.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
  const samples = unfilter(await through(joined, new DecompressionStream('deflate')), width, height, bpp);
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    const s = i * bpp;
    const v = samples[s] ?? 0;
    const rgba =
      colorType === 6
        ? [v, samples[s + 1], samples[s + 2], samples[s + 3]]
        : colorType === 2
          ? [v, samples[s + 1], samples[s + 2], 255]
          : colorType === 3
            ? [palette[v * 3], palette[v * 3 + 1], palette[v * 3 + 2], alpha[v] ?? 255]
            : colorType === 4
              ? [v, v, v, samples[s + 1]]
              : [v, v, v, 255];
    data.set(
      rgba.map((n) => n ?? 0),
      i * 4,
    );
  }
  return { width, height, data };
}

function chunk(type: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, body.length);
  out.set(
    [...type].map((ch) => ch.charCodeAt(0)),
    4,
  );
  out.set(body, 8);
  view.setUint32(8 + body.length, crc32(out.subarray(4, 8 + body.length)));
  return out;
}

/** An RGBA PNG (filter "none" on every row). */
export async function encodePng({ width, height, data }: Pixels): Promise<Uint8Array> {
  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = new Uint8Array((width * 4 + 1) * height);
  for (let y = 0; y < height; y++)
    raw.set(data.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  const parts = [
    Uint8Array.from(SIGNATURE),
    chunk('IHDR', header),
    chunk('IDAT', await through(raw, new CompressionStream('deflate'))),
    chunk('IEND', new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((offset, part) => (out.set(part, offset), offset + part.length), 0);
  return out;
}

/** A new image of `width`×`height` whose pixel (x, y) comes from `source(x, y)` (undefined: transparent). */
function mapPixels(
  from: Pixels,
  width: number,
  height: number,
  source: (x: number, y: number) => [number, number] | undefined,
): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = source(x, y);
      if (!at) continue;
      const [sx, sy] = at;
      if (sx < 0 || sy < 0 || sx >= from.width || sy >= from.height) continue;
      const s = (sy * from.width + sx) * 4;
      data.set(from.data.subarray(s, s + 4), (y * width + x) * 4);
    }
  return { width, height, data };
}

/** The region clipped to the image (Java's BufferedImage.getSubimage refuses what lies outside). */
export function crop(img: Pixels, x: number, y: number, width: number, height: number): Pixels {
  const left = Math.max(0, Math.min(x, img.width - 1));
  const top = Math.max(0, Math.min(y, img.height - 1));
  const w = Math.max(1, Math.min(width, img.width - left));
  const h = Math.max(1, Math.min(height, img.height - top));
  return mapPixels(img, w, h, (px, py) => [px + left, py + top]);
}

/** Nearest-neighbour resize; a side of 0 follows the other one's ratio, both 0 keep the size. */
export function resize(img: Pixels, width: number, height: number): Pixels {
  if (width <= 0 && height <= 0) return img;
  const w = width > 0 ? width : Math.max(1, Math.round((img.width * height) / img.height));
  const h = height > 0 ? height : Math.max(1, Math.round((img.height * width) / img.width));
  return mapPixels(img, w, h, (x, y) => [Math.floor((x * img.width) / w), Math.floor((y * img.height) / h)]);
}

/** Clockwise rotation by any angle; the canvas grows to hold the turned image (corners transparent). */
export function rotate(img: Pixels, degrees: number): Pixels {
  const turn = ((degrees % 360) + 360) % 360;
  if (turn === 0) return img;
  const rad = (turn * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const w = Math.round(Math.abs(img.width * cos) + Math.abs(img.height * sin));
  const h = Math.round(Math.abs(img.width * sin) + Math.abs(img.height * cos));
  return mapPixels(img, w, h, (x, y) => {
    const dx = x + 0.5 - w / 2;
    const dy = y + 0.5 - h / 2;
    return [
      Math.floor(dx * cos + dy * sin + img.width / 2),
      Math.floor(-dx * sin + dy * cos + img.height / 2),
    ];
  });
}

export function flip(img: Pixels, flipX: boolean, flipY: boolean): Pixels {
  if (!flipX && !flipY) return img;
  return mapPixels(img, img.width, img.height, (x, y) => [
    flipX ? img.width - 1 - x : x,
    flipY ? img.height - 1 - y : y,
  ]);
}

/** A test card: red follows `hue`, green the column, blue the row (a frame or a placeholder that shows its geometry). */
export function gradient(width: number, height: number, hue: number): Pixels {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set([hue % 256, (x * 255) / width, (y * 255) / height, 255], (y * width + x) * 4);
  return { width, height, data };
}
