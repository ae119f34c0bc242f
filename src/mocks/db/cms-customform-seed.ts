/**
 * The seeded custom forms' meta models (owner `CmsCustomForm`, model id = form id, as the backend
 * creates them): "活动报名" (published, default table, a field of most control types, every common
 * validation), "满意度调查" (draft) and "投诉建议" (offline, on the custom table cms_cfd_feedback).
 * The forms themselves and their submissions are seeded by ./areas/models.
 */
import type { CmsXModel, CmsXModelField } from './cms-types';
import { base, fields, notEmpty, text, type FieldSpec } from './xmodel-seed-helpers';

export const SEEDED_FORMS = {
  signup: { formId: '9701', name: '活动报名', code: 'signup', table: 'cms_cfd_default', status: 10 },
  survey: { formId: '9702', name: '满意度调查', code: 'survey', table: 'cms_cfd_default', status: 0 },
  feedback: { formId: '9703', name: '投诉建议', code: 'feedback', table: 'cms_cfd_feedback', status: 20 },
} as const;

export const FORM_FIELDS: Record<keyof typeof SEEDED_FORMS, FieldSpec[]> = {
  signup: [
    { name: '姓名', code: 'name', controlType: 'input', fieldType: 'short_text', validations: notEmpty },
    {
      name: '手机号',
      code: 'phone',
      controlType: 'input',
      fieldType: 'short_text',
      validations: [...notEmpty, { type: 'PhoneNumber' }],
    },
    { name: '邮箱', code: 'email', controlType: 'input', validations: [{ type: 'Email' }] },
    {
      name: '性别',
      code: 'gender',
      controlType: 'radio',
      fieldType: 'short_text',
      options: text([
        ['m', '男'],
        ['f', '女'],
      ]),
    },
    {
      name: '参加场次',
      code: 'session',
      controlType: 'select',
      options: text([
        ['am', '上午场'],
        ['pm', '下午场'],
        ['night', '晚场'],
      ]),
    },
    {
      name: '感兴趣的话题',
      code: 'topics',
      controlType: 'checkbox',
      options: text([
        ['ai', '人工智能'],
        ['cloud', '云计算'],
        ['security', '网络安全'],
      ]),
    },
    { name: '出生日期', code: 'birthday', controlType: 'date', validations: [{ type: 'Date' }] },
    { name: '人数', code: 'people', controlType: 'input', fieldType: 'long', validations: [{ type: 'Int' }] },
    { name: '照片', code: 'photo', controlType: 'CMSImage' },
    { name: '备注', code: 'note', controlType: 'textarea', fieldType: 'large_text' },
  ],
  survey: [
    {
      name: '总体评价',
      code: 'score',
      controlType: 'radio',
      validations: notEmpty,
      options: text([
        ['5', '非常满意'],
        ['4', '满意'],
        ['3', '一般'],
        ['2', '不满意'],
      ]),
    },
    {
      name: '是否推荐',
      code: 'recommend',
      controlType: 'select',
      options: { type: 'dict', value: 'YesOrNo' },
    },
    { name: '意见', code: 'advice', controlType: 'textarea', fieldType: 'large_text' },
  ],
  feedback: [
    { name: '标题', code: 'title', controlType: 'input', fieldName: 'str1', validations: notEmpty },
    { name: '联系人', code: 'contact', controlType: 'input', fieldName: 'str2' },
    {
      name: '订单号',
      code: 'order_no',
      controlType: 'input',
      fieldName: 'str3',
      validations: [{ type: 'Regex', regex: '^NO\\d{6}$' }],
    },
    { name: '发生时间', code: 'happened_at', controlType: 'datetime', fieldName: 'str4' },
    { name: '内容', code: 'content', controlType: 'textarea', fieldName: 'text1', validations: notEmpty },
  ],
};

/** The forms' models and fields for the xmodel tables. */
export function customFormModels(): { xmodels: CmsXModel[]; xmodelFields: CmsXModelField[] } {
  const keys = Object.keys(SEEDED_FORMS) as (keyof typeof SEEDED_FORMS)[];
  return {
    xmodels: keys.map((key) => {
      const form = SEEDED_FORMS[key];
      return {
        ...base,
        modelId: form.formId,
        ownerType: 'CmsCustomForm',
        ownerId: form.formId,
        name: form.name,
        code: form.code,
        tableName: form.table,
        isDefaultTable: form.table === 'cms_cfd_default',
      };
    }),
    xmodelFields: keys.flatMap((key, i) => fields(SEEDED_FORMS[key].formId, 9601 + i * 20, FORM_FIELDS[key])),
  };
}
