import type { ContentTypeEditor } from '../contract';
import { ImageAlbumBody } from './ImageAlbumBody';

export const imageEditor: ContentTypeEditor = {
  id: 'image',
  Body: ImageAlbumBody,
  toForm: (vo) => ({ imageList: vo.imageList ?? [] }),
};
