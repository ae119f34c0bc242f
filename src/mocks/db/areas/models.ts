/**
 * Tables of the extension models, fields, custom forms area: row types, the tables and their seed. Kept apart from ../types so
 * each area of the console grows its mock on its own (Tables extends this). The models and fields
 * themselves live in the CMS tables `xmodels` / `xmodelFields` (../cms-xmodel-seed).
 */
import { FORM_FIELDS, SEEDED_FORMS } from '../cms-customform-seed';
import { SEED_TIME } from '../fixtures';

/** Long ids as strings. */
type Id = string;

/** CmsCustomForm. */
export interface CmsCustomFormRow {
  formId: Id;
  siteId: Id;
  modelId: Id;
  name: string;
  code: string;
  /** CustomFormStatus: 0 draft, 10 published, 20 offline. */
  status: number;
  needCaptcha: string;
  needLogin: string;
  /** CustomFormLimitRule: Unlimited, IP, UUID. */
  ruleLimit: string;
  dayLimit: number;
  /** Publish pipe code → template path. */
  templates: Record<string, string>;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}

/** One submission: the fixed columns and the values by field code. */
export interface CustomFormDataRow {
  dataId: Id;
  formId: Id;
  siteId: Id;
  clientIp: string;
  uuid: string;
  createTime: string;
  values: Record<string, unknown>;
}

export interface ModelsTables {
  customForms: CmsCustomFormRow[];
  customFormData: CustomFormDataRow[];
}

const SUBMISSIONS: Record<keyof typeof SEEDED_FORMS, number> = { signup: 300, survey: 40, feedback: 12 };
const SURNAMES = ['张', '王', '李', '赵', '陈', '刘', '杨', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '洋', '勇', '艳', '杰', '涛', '明'];

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

/** A value for a seeded field that passes its validations, varied by the row number. */
function sampleValue(code: string, n: number): unknown {
  const day = String((n % 28) + 1).padStart(2, '0');
  const month = String((n % 12) + 1).padStart(2, '0');
  switch (code) {
    case 'name':
    case 'contact':
      return pick(SURNAMES, n) + pick(GIVEN, n * 7 + 3);
    case 'phone':
      return `13${String(800000000 + n * 7919).slice(0, 9)}`;
    case 'email':
      return n % 4 === 0 ? '' : `user${n}@example.com`;
    case 'gender':
      return n % 2 === 0 ? 'm' : 'f';
    case 'session':
      return pick(['am', 'pm', 'night'], n);
    case 'topics':
      return [pick(['ai', 'cloud', 'security'], n), ...(n % 3 === 0 ? ['security'] : [])].filter(
        (v, i, all) => all.indexOf(v) === i,
      );
    case 'birthday':
      return `${1970 + (n % 35)}-${month}-${day}`;
    case 'people':
      return String((n % 5) + 1);
    case 'photo':
      return '';
    case 'note':
    case 'advice':
      return n % 3 === 0 ? '希望能提供更多的案例分享。' : '';
    case 'score':
      return pick(['5', '4', '3', '2'], n);
    case 'recommend':
      return n % 5 === 0 ? 'N' : 'Y';
    case 'title':
      return pick(['配送延迟', '商品破损', '客服态度', '退款进度'], n);
    case 'order_no':
      return `NO${String(100000 + n * 37).slice(0, 6)}`;
    case 'happened_at':
      return `2026-${month}-${day} 10:${String(n % 60).padStart(2, '0')}:00`;
    case 'content':
      return '问题描述：' + pick(['包裹三天未更新物流。', '收到时外包装破损。', '电话无人接听。'], n);
    default:
      return '';
  }
}

/** Submission times going back from the seed time, a few hours apart. */
function submittedAt(n: number): string {
  const at = new Date(Date.parse(`${SEED_TIME.replace(' ', 'T')}Z`) - n * 3.5 * 3600_000);
  return at.toISOString().slice(0, 19).replace('T', ' ');
}

export function seedModelsTables(): ModelsTables {
  const keys = Object.keys(SEEDED_FORMS) as (keyof typeof SEEDED_FORMS)[];
  const customForms = keys.map((key): CmsCustomFormRow => {
    const form = SEEDED_FORMS[key];
    return {
      formId: form.formId,
      siteId: '1',
      modelId: form.formId,
      name: form.name,
      code: form.code,
      status: form.status,
      needCaptcha: key === 'signup' ? 'Y' : 'N',
      needLogin: 'N',
      ruleLimit: key === 'signup' ? 'IP' : 'Unlimited',
      dayLimit: 1,
      templates:
        key === 'signup' ? { pc: 'customform/signup.template.html' } : ({} as Record<string, string>),
      createBy: 'admin',
      createTime: SEED_TIME,
    };
  });
  const customFormData: CustomFormDataRow[] = keys.flatMap((key, f) =>
    Array.from({ length: SUBMISSIONS[key] }, (_, n) => ({
      dataId: String(97_000_000 + f * 100_000 + n + 1),
      formId: SEEDED_FORMS[key].formId,
      siteId: '1',
      clientIp: `192.168.${(n % 7) + 1}.${(n % 250) + 2}`,
      uuid: `seed-${key}-${n + 1}`,
      createTime: submittedAt(n),
      values: Object.fromEntries(FORM_FIELDS[key].map((field) => [field.code, sampleValue(field.code, n)])),
    })),
  );
  return { customForms, customFormData };
}
