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

/** The ListContentVO fields the picker reads from `GET /cms/content/list`. */
export interface PickerContentRow {
  contentId: string;
  catalogId: string;
  contentType: string;
  title: string;
  status: string;
  topFlag?: string;
  internalUrl?: string;
  publishDate?: string;
  createTime?: string;
}
