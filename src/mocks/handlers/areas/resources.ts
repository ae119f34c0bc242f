import { dynamicPageHandlers } from '../cms/dynamic-page';
import { imageProcessHandlers } from '../cms/image-process';
import { staticizeHandlers } from '../cms/staticize';
import { videoScreenshotHandlers } from '../cms/video-screenshot';
import type { HandlerModule } from '../module';

/** Handler modules of the resource library, publish pipes, templates, files, directives area, in match order (see ../index.ts). */
export const resourcesHandlerModules: HandlerModule[] = [
  staticizeHandlers,
  dynamicPageHandlers,
  imageProcessHandlers,
  videoScreenshotHandlers,
];
