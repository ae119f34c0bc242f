import type { ContentTypeId } from '@/components/cms/content-types';

import { articleEditor } from './article';
import { audioEditor } from './audio';
import { bookEditor } from './book';
import type { ContentTypeEditor } from './contract';
import { imageEditor } from './image';
import { videoEditor } from './video';

/** Every content type's editor, by type id (one folder per type). */
export const CONTENT_TYPE_EDITORS: Record<ContentTypeId, ContentTypeEditor> = {
  article: articleEditor,
  image: imageEditor,
  audio: audioEditor,
  video: videoEditor,
  book: bookEditor,
};
