export type { ExModelDataType, XModel as XModelOption, XModelFieldData } from '@/api/cms/exmodel';

/** What a CMSContentSelect field stores. */
export interface ContentRef {
  contentId?: string;
  title?: string;
}
