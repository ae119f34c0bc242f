import { customFormHandlers } from '../cms/customform';
import { customFormDataHandlers } from '../cms/customform-data';
import { exModelAdminHandlers } from '../cms/exmodel-admin';
import { xModelHandlers } from '../cms/xmodel';
import type { HandlerModule } from '../module';

/** Handler modules of the extension models, fields, custom forms area, in match order (see ../index.ts). */
export const modelsHandlerModules: HandlerModule[] = [
  exModelAdminHandlers,
  xModelHandlers,
  customFormDataHandlers,
  customFormHandlers,
];
