/**
 * A tiny RGB raster and its encoding as a 24-bit Windows BMP: every browser shows BMP, and it needs
 * no compression code, so the captcha stays dependency-free.
 */
export class Raster {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: [number, number, number],
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, rgb: readonly [number, number, number]): void {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= this.width || yi >= this.height) return;
    this.pixels.set(rgb, (yi * this.width + xi) * 3);
  }

  fillRect(x: number, y: number, w: number, h: number, rgb: readonly [number, number, number]): void {
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) this.set(x + dx, y + dy, rgb);
  }

  line(x0: number, y0: number, x1: number, y1: number, rgb: readonly [number, number, number]): void {
    const steps = Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0), 1);
    for (let i = 0; i <= steps; i++)
      this.set(x0 + ((x1 - x0) * i) / steps, y0 + ((y1 - y0) * i) / steps, rgb);
  }
}

/** BITMAPFILEHEADER + BITMAPINFOHEADER + bottom-up BGR rows padded to 4 bytes. */
export function encodeBmp(raster: Raster): Uint8Array {
  const { width, height, pixels } = raster;
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const dataSize = rowSize * height;
  const out = new Uint8Array(54 + dataSize);
  const view = new DataView(out.buffer);
  out[0] = 0x42; // 'B'
  out[1] = 0x4d; // 'M'
  view.setUint32(2, out.length, true);
  view.setUint32(10, 54, true);
  view.setUint32(14, 40, true);
  view.setInt32(18, width, true);
  view.setInt32(22, height, true);
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(34, dataSize, true);
  view.setInt32(38, 2835, true); // 72 dpi
  view.setInt32(42, 2835, true);
  for (let y = 0; y < height; y++) {
    const rowStart = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x++) {
      const src = (y * width + x) * 3;
      out[rowStart + x * 3] = pixels[src + 2] ?? 0;
      out[rowStart + x * 3 + 1] = pixels[src + 1] ?? 0;
      out[rowStart + x * 3 + 2] = pixels[src] ?? 0;
    }
  }
  return out;
}
