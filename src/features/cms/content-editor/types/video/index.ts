import type { ContentTypeEditor } from '../contract';
import { VideoBody } from './VideoBody';

export const videoEditor: ContentTypeEditor = {
  id: 'video',
  Body: VideoBody,
  toForm: (vo) => ({ videoList: vo.videoList ?? [] }),
};
