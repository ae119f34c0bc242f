import { publishPipeApi } from '@/api/cms/publishpipe';

export const PREVIEW_TYPES = ['site', 'catalog', 'content', 'pagewidget'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export type { PublishPipeOption } from '@/api/cms/publishpipe';

export const previewApi = {
  /** `table<PublishPipeProp>` of the current site. */
  pipes: publishPipeApi.selectData,
};
