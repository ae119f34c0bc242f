import { http } from '@/lib/http';

import { bodyPicker } from '../body';
import type { CmsResource } from './resource';

/** VideoScreenshotDTO: the video (`iurl://resource?id=…` or its site path) and the time point. */
export interface VideoScreenshotBody {
  path: string;
  /** Seconds from the start, as the original console's "Time Point (Unit: second)" sends it. */
  timestamp: number;
}

const toScreenshot = bodyPicker<VideoScreenshotBody>()(['path', 'timestamp']);

/** VideoController: a frame of the video saved as a new image resource of the current site. */
export const videoApi = {
  screenshot: (body: VideoScreenshotBody) =>
    http.post<CmsResource>('/cms/video/screenshot', toScreenshot(body)),
};
