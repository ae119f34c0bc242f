/** A rectangle in pixels of the stored image (what ImageCropDTO sends). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Width ÷ height, or undefined for a free selection. */
export type Ratio = number | undefined;

export const RATIOS: readonly { key: string; value: Ratio }[] = [
  { key: 'free', value: undefined },
  { key: '1:1', value: 1 },
  { key: '4:3', value: 4 / 3 },
  { key: '3:2', value: 3 / 2 },
  { key: '16:9', value: 16 / 9 },
];

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The region made valid for an image of `imageWidth`×`imageHeight`: whole pixels, at least 1×1,
 * inside the image, and with the ratio when one is set (the height follows the width, then both
 * shrink together until they fit).
 */
export function fitRegion(region: Region, imageWidth: number, imageHeight: number, ratio?: Ratio): Region {
  let width = clamp(Math.round(region.width), 1, imageWidth);
  let height = clamp(Math.round(region.height), 1, imageHeight);
  if (ratio) {
    height = Math.max(1, Math.round(width / ratio));
    if (height > imageHeight) {
      height = imageHeight;
      width = Math.max(1, Math.round(height * ratio));
    }
  }
  return {
    x: clamp(Math.round(region.x), 0, imageWidth - width),
    y: clamp(Math.round(region.y), 0, imageHeight - height),
    width,
    height,
  };
}

/** The largest centred region with the ratio (the whole image when free), as a starting point. */
export function initialRegion(imageWidth: number, imageHeight: number, ratio?: Ratio): Region {
  const width = ratio ? Math.min(imageWidth, imageHeight * ratio) : imageWidth;
  const height = ratio ? width / ratio : imageHeight;
  return fitRegion(
    { x: (imageWidth - width) / 2, y: (imageHeight - height) / 2, width, height },
    imageWidth,
    imageHeight,
    ratio,
  );
}

/** A watermark's default place: a quarter of each side, in the bottom-right corner. */
export function cornerRegion(imageWidth: number, imageHeight: number): Region {
  const width = Math.max(1, Math.round(imageWidth / 4));
  const height = Math.max(1, Math.round(imageHeight / 4));
  return { x: imageWidth - width, y: imageHeight - height, width, height };
}

/** The scale that fits an image into a box (never enlarging it). */
export function fitScale(width: number, height: number, boxWidth: number, boxHeight: number): number {
  return Math.min(1, boxWidth / Math.max(width, 1), boxHeight / Math.max(height, 1));
}

/** Size of the image after ImageRotateDTO's resize (0 keeps the ratio) and rotation. */
export function rotatedSize(
  width: number,
  height: number,
  op: { width?: number; height?: number; rotate: number },
): { width: number; height: number } {
  const w = op.width || (op.height ? Math.round((width * op.height) / height) : width);
  const h = op.height || (op.width ? Math.round((height * op.width) / width) : height);
  const rad = (op.rotate * Math.PI) / 180;
  return {
    width: Math.round(Math.abs(w * Math.cos(rad)) + Math.abs(h * Math.sin(rad))),
    height: Math.round(Math.abs(w * Math.sin(rad)) + Math.abs(h * Math.cos(rad))),
  };
}
