import { customFormApi } from '@/api/cms/customform';
import { exModelApi } from '@/api/cms/exmodel';
import { xModelApi } from '@/api/cms/xmodel';
import { setCurrentSiteId } from '@/lib/auth/current-site';

import { expectContractBody, held, type SaveCase } from './body-capture';

/** The body classes of the models and forms saves (docs/endpoints.md: EXModel, XModelField, CustomForm). */
const XModelDTO = ['modelId', 'ownerType', 'ownerId', 'name', 'code', 'tableName'];
const XModelFieldDTO = [
  ...['fieldId', 'modelId', 'name', 'code', 'fieldType', 'fieldName', 'controlType', 'validations'],
  ...['options', 'defaultValue', 'sortFlag', 'defaultTable'],
];
const CustomFormAddDTO = [
  'siteId',
  'name',
  'code',
  'tableName',
  'needCaptcha',
  'needLogin',
  'ruleLimit',
  'remark',
];
const CustomFormEditDTO = [
  ...['formId', 'name', 'code', 'needCaptcha', 'needLogin', 'ruleLimit', 'dayLimit', 'templates', 'remark'],
];
/** What the list replies carry beyond the bodies (audit columns, flags). */
const LISTED = { createBy: 'admin', createTime: '2025-04-23 10:00:00', isDefaultTable: true, status: 10 };

async function productModel() {
  const model = (await exModelApi.list({ query: 'product_spec' })).rows[0];
  if (!model) throw new Error('no seeded product model');
  return model;
}

async function firstField(modelId: string) {
  const field = (await xModelApi.fieldList({ modelId })).rows[0];
  if (!field) throw new Error(`no field of ${modelId}`);
  return field;
}

const cases: SaveCase[] = [
  {
    name: 'ex-model add',
    contract: XModelDTO,
    method: 'POST',
    path: '/cms/exmodel',
    save: () =>
      exModelApi.add(
        held({ ownerType: 'CmsExtend', name: '活动', code: 'event', tableName: 'cms_exd_event' }, LISTED),
      ),
  },
  {
    name: 'ex-model edit (the row as listed)',
    contract: XModelDTO,
    method: 'PUT',
    path: '/cms/exmodel',
    save: async () => exModelApi.update(held(await productModel(), LISTED)),
  },
  {
    name: 'model field add on the default table',
    contract: XModelFieldDTO,
    method: 'POST',
    path: '/xmodel/field',
    save: () =>
      xModelApi.addField(
        held(
          {
            modelId: '9001',
            name: '网址',
            code: 'website',
            fieldType: 'short_text',
            controlType: 'input',
            validations: [{ type: 'Regex', regex: '^https?://' }],
            defaultTable: true,
          },
          LISTED,
        ),
      ),
  },
  {
    name: 'model field edit (the row as listed)',
    contract: XModelFieldDTO,
    method: 'PUT',
    path: '/xmodel/field',
    save: async () =>
      xModelApi.updateField({ ...held(await firstField('9005'), LISTED), defaultTable: false }),
  },
  {
    name: 'custom form add',
    contract: CustomFormAddDTO,
    method: 'POST',
    path: '/cms/customform',
    save: () =>
      customFormApi.add(
        held(
          {
            name: '问卷',
            code: 'poll',
            tableName: 'cms_cfd_default',
            needCaptcha: 'N',
            needLogin: 'N',
            ruleLimit: 'IP',
          },
          LISTED,
        ),
      ),
  },
  {
    name: 'custom form edit (the detail as loaded)',
    contract: CustomFormEditDTO,
    method: 'PUT',
    path: '/cms/customform',
    save: async () => customFormApi.update({ ...held(await customFormApi.get('9701'), LISTED), dayLimit: 1 }),
  },
];

describe('Models and forms request bodies', () => {
  beforeEach(() => setCurrentSiteId('1'));
  it.each(cases)('$name sends only fields of its body class, and the server takes it', expectContractBody);
});
