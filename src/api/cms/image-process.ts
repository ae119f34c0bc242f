import { http } from '@/lib/http';

import { bodyPicker } from '../body';

/**
 * ImageCropDTO: the region of the image, in pixels of the stored image. Crop cuts the image to it;
 * the two watermark calls send the same class (the region the watermark covers, docs/backend-contract.md
 * "Image processing").
 */
export interface ImageRegionBody {
  resourceId: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** ImageRotateDTO: resize to width×height (0 or absent keeps that side), then rotate, then flip. */
export interface ImageRotateBody {
  resourceId: string;
  width?: number;
  height?: number;
  /** Degrees, clockwise. */
  rotate: number;
  flipX: boolean;
  flipY: boolean;
}

const toRegion = bodyPicker<ImageRegionBody>()(['resourceId', 'x', 'y', 'width', 'height']);
const toRotate = bodyPicker<ImageRotateBody>()(['resourceId', 'width', 'height', 'rotate', 'flipX', 'flipY']);

/**
 * ImageProcessController: each call rewrites the resource's stored image in place (same path) and
 * answers no data; read the resource again for its new size.
 */
export const imageProcessApi = {
  crop: (body: ImageRegionBody) => http.post<void>('/cms/process/image/crop', toRegion(body)),
  rotate: (body: ImageRotateBody) => http.post<void>('/cms/process/image/rotate', toRotate(body)),
  textWatermark: (body: ImageRegionBody) =>
    http.post<void>('/cms/process/image/image/textWatermark', toRegion(body)),
  imageWatermark: (body: ImageRegionBody) =>
    http.post<void>('/cms/process/image/image/imageWatermark', toRegion(body)),
};
