import type { ContentTypeEditor } from '../contract';
import { AudioBody } from './AudioBody';

export const audioEditor: ContentTypeEditor = {
  id: 'audio',
  Body: AudioBody,
  toForm: (vo) => ({ audioList: vo.audioList ?? [] }),
};
