/** Whose values an ex-model holds (`dataType` of `GET /cms/exmodel/data`). */
export type ExModelDataType = 'site' | 'catalog' | 'content';

/** One field of `GET /cms/exmodel/data` (XModelFieldDataDTO). */
export interface XModelFieldData {
  label: string;
  /** `ModelData_<code>`: the key of the field in the callers' `params`. */
  fieldName: string;
  fieldType?: string;
  /** input, textarea, radio, checkbox, select, date, time, datetime, CMSImage, CMSResource, CMSContentSelect, UEditor */
  controlType: string;
  /** e.g. [{type:'NotEmpty'}, {type:'Regex', regex:'…'}] */
  validations?: { type?: string; regex?: string }[];
  options?: { value: string; name: string }[];
  value?: unknown;
  /** Display help: the image/resource `src`, or the picked content. */
  valueObj?: unknown;
}

/** What a CMSContentSelect field stores. */
export interface ContentRef {
  contentId?: string;
  title?: string;
}

/** An ex-model option of `GET /cms/exmodel/options` (XModel). */
export interface XModelOption {
  modelId: string;
  name: string;
  code: string;
  tableName?: string;
  ownerType?: string;
  ownerId?: string;
  isDefaultTable?: boolean;
}
