import type { ContentTypeEditor } from '../contract';
import { ArticleBody } from './ArticleBody';

export const articleEditor: ContentTypeEditor = {
  id: 'article',
  Body: ArticleBody,
  toForm: (vo) => ({ contentHtml: vo.contentHtml ?? '', downloadRemoteImage: vo.downloadRemoteImage ?? 'Y' }),
};
