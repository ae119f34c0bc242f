/**
 * Square avatar crop without a library: the image is shown inside a square viewport, scaled to cover
 * it, then zoomed, turned by quarter turns and moved; the canvas draws exactly what the viewport shows.
 */
export interface CropState {
  /** ≥ 1: 1 = the image just covers the viewport. */
  zoom: number;
  /** Quarter turns clockwise, 0–3. */
  turns: number;
  /** Offset of the image centre from the viewport centre, in viewport pixels. */
  x: number;
  y: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

export const INITIAL_CROP: CropState = { zoom: 1, turns: 0, x: 0, y: 0 };
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 4;
/** The uploaded avatar's side, as the Vue cropper produced (200 × 200 PNG). */
export const OUTPUT_SIZE = 200;

/** The image's width and height after turning it. */
function turned(image: ImageSize, turns: number): ImageSize {
  return turns % 2 === 0 ? image : { width: image.height, height: image.width };
}

/** Pixels of the viewport per image pixel. */
export function displayScale(
  image: ImageSize,
  state: Pick<CropState, 'zoom' | 'turns'>,
  viewport: number,
): number {
  const { width, height } = turned(image, state.turns);
  return (viewport / Math.min(width, height)) * state.zoom;
}

/** Keeps the viewport covered: the offset may not expose an edge of the image. */
export function clampCrop(state: CropState, image: ImageSize, viewport: number): CropState {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, state.zoom));
  const turns = ((state.turns % 4) + 4) % 4;
  const scale = displayScale(image, { zoom, turns }, viewport);
  const { width, height } = turned(image, turns);
  const maxX = Math.max(0, (width * scale - viewport) / 2);
  const maxY = Math.max(0, (height * scale - viewport) / 2);
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, v)) || 0; // no -0
  return { zoom, turns, x: clamp(state.x, maxX), y: clamp(state.y, maxY) };
}

/** The CSS that shows the image in the viewport as `state` says (centre-anchored). */
export function imageStyle(image: ImageSize, state: CropState, viewport: number) {
  const scale = displayScale(image, state, viewport);
  return {
    width: image.width * scale,
    height: image.height * scale,
    transform: `translate(-50%, -50%) translate(${state.x}px, ${state.y}px) rotate(${state.turns * 90}deg)`,
  };
}

/** Draws the viewport's content onto a `size` × `size` canvas context. */
export function drawCrop(
  ctx: CanvasRenderingContext2D,
  source: CanvasImageSource,
  image: ImageSize,
  state: CropState,
  viewport: number,
  size = OUTPUT_SIZE,
): void {
  const scale = displayScale(image, state, viewport);
  ctx.save();
  ctx.scale(size / viewport, size / viewport);
  ctx.translate(viewport / 2 + state.x, viewport / 2 + state.y);
  ctx.rotate((state.turns * Math.PI) / 2);
  ctx.drawImage(
    source,
    (-image.width * scale) / 2,
    (-image.height * scale) / 2,
    image.width * scale,
    image.height * scale,
  );
  ctx.restore();
}

/** The cropped square as a PNG blob. */
export function cropToBlob(image: HTMLImageElement, state: CropState, viewport: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = OUTPUT_SIZE;
  canvas.height = OUTPUT_SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error('Canvas is not available'));
  drawCrop(ctx, image, { width: image.naturalWidth, height: image.naturalHeight }, state, viewport);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Canvas export failed'))), 'image/png'),
  );
}

export const AVATAR_TYPES = ['image/jpeg', 'image/png'];
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Why a chosen file cannot be an avatar, or undefined. */
export function avatarFileProblem(file: File): 'badType' | 'tooLarge' | undefined {
  const typeOk = file.type ? AVATAR_TYPES.includes(file.type) : /\.(jpe?g|png)$/i.test(file.name);
  if (!typeOk) return 'badType';
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  return undefined;
}
