import type { HandlerModule } from '../module';

/** Handler modules of the extension models, fields, custom forms area, in match order (see ../index.ts). */
export const modelsHandlerModules: HandlerModule[] = [];
