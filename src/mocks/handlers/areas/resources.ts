import { staticizeHandlers } from '../cms/staticize';
import type { HandlerModule } from '../module';

/** Handler modules of the resource library, publish pipes, templates, files, directives area, in match order (see ../index.ts). */
export const resourcesHandlerModules: HandlerModule[] = [staticizeHandlers];
