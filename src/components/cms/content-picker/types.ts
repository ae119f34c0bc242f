/** A content chosen in the content picker. */
export interface PickedContent {
  contentId: string;
  title: string;
  catalogId: string;
  contentType: string;
  link?: string;
  /** `iurl://content?id=…`, what links to the content store. */
  internalUrl?: string;
}

/** The ListContentVO rows of `GET /cms/content/list` the picker lists. */
export type { ContentRow as PickerContentRow } from '@/api/cms/content';
