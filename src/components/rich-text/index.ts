export { isRichTextFallback, RichTextEditor } from './RichTextEditor';
export type { RichTextEditorProps } from './types';
export {
  DEFAULT_MAX_IMAGE_SIZE,
  resourceHtml,
  type ResourceKind,
  type RichTextResource,
} from './resource-html';
export { parseVideoCode, videoIframeHtml, type VideoCodeOptions } from './video-code';
export { VideoCodeDialog } from './VideoCodeDialog';
