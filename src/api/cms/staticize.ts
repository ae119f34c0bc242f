import { http } from '@/lib/http';

import { createQueryKeys } from '../query-keys';

/** TagAttrOption: one allowed value of a tag attribute. */
export interface TagAttrOption {
  value: string;
  desc?: string;
}

/** TagAttr of a template tag. */
export interface TagAttr {
  name: string;
  mandatory: boolean;
  /** What the attribute does. */
  usage?: string;
  dataType: 'STRING' | 'INTEGER' | 'BOOLEAN';
  options?: TagAttrOption[];
  defaultValue?: string;
}

/** A field of the data a tag puts into its body (`${content.title}`…). */
export interface TagDataField {
  name: string;
  comment?: string;
  dataType?: string;
}

/** TemplateTagVO of `GET /cms/staticize/tags`. */
export interface TemplateTag {
  /** Display name ("内容列表标签"). */
  name: string;
  /** What follows `<@` in a template ("cms_content"). */
  tagName: string;
  description?: string;
  tagAttrs?: TagAttr[];
  dataFields?: TagDataField[];
  deprecated?: boolean;
  deprecatedSince?: string;
  deprecatedForRemoval?: boolean;
  demoLink?: string;
}

/** FuncArg of a template function. */
export interface FuncArg {
  name: string;
  type: string;
  required: boolean;
  desc?: string;
  defaultValue?: string;
}

/** TemplateFuncVO of `GET /cms/staticize/functions`. */
export interface TemplateFunction {
  funcName: string;
  aliases?: string[];
  desc?: string;
  funcArgs?: FuncArg[];
  demoLink?: string;
}

export const staticizeKeys = createQueryKeys('cms/staticize');

/** StaticizeController: the template tag and function catalogue of the server. */
export const staticizeApi = {
  tags: () => http.get<TemplateTag[]>('/cms/staticize/tags'),
  functions: () => http.get<TemplateFunction[]>('/cms/staticize/functions'),
};
