import type { ContentTypeEditor } from '../contract';
import { BookBody } from './BookBody';
import { fenToYuan, yuanToFen } from './price';

const BOOK_FIELDS = [
  'publicationDate',
  'publisher',
  'numberOfPages',
  'numberOfWords',
  'producer',
  'originalTitle',
  'translators',
  'intro',
] as const;

export const bookEditor: ContentTypeEditor = {
  id: 'book',
  Body: BookBody,
  toForm: (vo) => ({
    ...Object.fromEntries(BOOK_FIELDS.map((k) => [k, vo[k]])),
    price: fenToYuan(vo.price),
    completed: vo.completed ?? 'N',
  }),
  // The form holds yuan; the DTO carries fen (docs/enterprise-only.md).
  toBody: (values) => ({ price: yuanToFen(values.price) }),
};
