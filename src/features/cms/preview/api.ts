import { http } from '@/lib/http';

export const PREVIEW_TYPES = ['site', 'catalog', 'content', 'pagewidget'] as const;
export type PreviewType = (typeof PREVIEW_TYPES)[number];

export interface PublishPipeOption {
  pipeCode: string;
  pipeName: string;
}

export const previewApi = {
  /** `table<PublishPipeProp>` of the current site. */
  pipes: async (): Promise<PublishPipeOption[]> =>
    (await http.get<{ rows: PublishPipeOption[] }>('/cms/publishpipe/selectData')).rows,
};
