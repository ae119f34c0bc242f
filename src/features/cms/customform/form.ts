import type {
  CustomFormAddBody,
  CustomFormEditBody,
  CustomFormTemplate,
  CustomFormVO,
} from '@/api/cms/customform';

/** The custom form dialog's values: the add body's fields plus, when editing, the id and templates. */
export interface CustomFormForm {
  formId?: string;
  name: string;
  code: string;
  tableName?: string;
  needCaptcha: string;
  needLogin: string;
  ruleLimit: string;
  templates?: CustomFormTemplate[];
  remark?: string;
}

export const NEW_FORM: Partial<CustomFormForm> = { needCaptcha: 'N', needLogin: 'N' };

export function toForm(vo: CustomFormVO): CustomFormForm {
  return {
    formId: vo.formId,
    name: vo.name,
    code: vo.code,
    needCaptcha: vo.needCaptcha,
    needLogin: vo.needLogin,
    ruleLimit: vo.ruleLimit,
    templates: vo.templates ?? [],
    remark: vo.remark,
  };
}

export function toAddBody(values: CustomFormForm): CustomFormAddBody {
  return { ...values, tableName: values.tableName ?? '' };
}

/** The edit body; `dayLimit` is the Vue console's hidden default (one submission a day per rule key). */
export function toEditBody(values: CustomFormForm): CustomFormEditBody {
  return { ...values, formId: values.formId ?? '', dayLimit: 1 };
}
