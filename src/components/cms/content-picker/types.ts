/** A content chosen in the content picker. */
export interface PickedContent {
  contentId: string;
  title: string;
  catalogId: string;
  contentType: string;
  link?: string;
  /** `iurl://content?id=…`, what links to the content store. */
  internalUrl?: string;
  /** What a link list shows of the content (a manual block's item). */
  logo?: string;
  logoSrc?: string;
  summary?: string;
  publishDate?: string;
}

/** The ListContentVO rows of `GET /cms/content/list` the picker lists. */
export type { ContentRow as PickerContentRow } from '@/api/cms/content';
