import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, Radio, Select, Space, type FormInstance } from 'antd';
import type { ReactNode } from 'react';

import type { SysMenu } from '@/api/system/menu';
import type { GenTable, GenTableColumn } from '@/api/tool/gen';
import { Hint } from '@/components/hint';
import { TreeSelectField } from '@/components/tree';
import { rules } from '@/lib/validators';

import { genI18n } from './i18n';
import { TPL_CATEGORIES } from './types';

export type GenInfoValues = Pick<
  GenTable,
  | 'tplCategory'
  | 'packageName'
  | 'moduleName'
  | 'businessName'
  | 'functionName'
  | 'genType'
  | 'genPath'
  | 'parentMenuId'
  | 'treeCode'
  | 'treeParentCode'
  | 'treeName'
  | 'subTableName'
  | 'subTableFkName'
>;

const MENU_KEYS = { id: 'menuId', parent: 'parentId', label: 'menuName' } as const;

function Tip({ label, tip }: { label: string; tip: string }): ReactNode {
  return (
    <span>
      {label}{' '}
      <Hint title={tip}>
        <QuestionCircleOutlined />
      </Hint>
    </span>
  );
}

/** The "Generation Info" tab: template, package/module/business/function names, output, menu, tree/sub. */
export function GenInfoForm({
  form,
  columns,
  tables,
  menus,
}: {
  form: FormInstance<GenInfoValues>;
  columns: GenTableColumn[];
  tables: GenTable[];
  menus: SysMenu[];
}) {
  const t = genI18n.useT();
  const columnOptions = (list: GenTableColumn[]) =>
    list.map((c) => ({ value: c.columnName, label: `${c.columnName}：${c.columnComment ?? ''}` }));
  return (
    <Form<GenInfoValues>
      form={form}
      labelCol={{ flex: '150px' }}
      wrapperCol={{ flex: 1 }}
      style={{ maxWidth: 900 }}
    >
      <Form.Item name="tplCategory" label={t('gen.tplCategory')} rules={[rules.required()]}>
        <Select
          options={TPL_CATEGORIES.map((v) => ({ value: v, label: t(`gen.tpl.${v}`) }))}
          onChange={(v: string) => {
            // Leaving "master-detail" forgets the sub table (V1.5.5).
            if (v !== 'sub') form.setFieldsValue({ subTableName: undefined, subTableFkName: undefined });
          }}
        />
      </Form.Item>
      <Form.Item
        name="packageName"
        label={<Tip label={t('gen.packageName')} tip={t('gen.packageNameTip')} />}
        rules={[rules.required(t('gen.packageName'))]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="moduleName"
        label={<Tip label={t('gen.moduleName')} tip={t('gen.moduleNameTip')} />}
        rules={[rules.required(t('gen.moduleName'))]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="businessName"
        label={<Tip label={t('gen.businessName')} tip={t('gen.businessNameTip')} />}
        rules={[rules.required(t('gen.businessName'))]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="functionName"
        label={<Tip label={t('gen.functionName')} tip={t('gen.functionNameTip')} />}
        rules={[rules.required(t('gen.functionName'))]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="genType" label={t('gen.genType')}>
        <Radio.Group
          options={(['0', '1'] as const).map((v) => ({ value: v, label: t(`gen.genTypes.${v}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="parentMenuId"
        label={<Tip label={t('gen.parentMenuId')} tip={t('gen.parentMenuTip')} />}
      >
        <TreeSelectField<SysMenu> data={menus} keys={MENU_KEYS} />
      </Form.Item>
      <Form.Item noStyle dependencies={['genType', 'tplCategory', 'subTableName']}>
        {({ getFieldValue }) => {
          const sub = tables.find((x) => x.tableName === getFieldValue('subTableName'));
          return (
            <>
              {getFieldValue('genType') === '1' && (
                <Form.Item label={<Tip label={t('gen.genPath')} tip={t('gen.genPathTip')} />} required>
                  <Space.Compact style={{ width: '100%' }}>
                    <Form.Item name="genPath" noStyle rules={[rules.required(t('gen.genPath'))]}>
                      <Input />
                    </Form.Item>
                    <Button onClick={() => form.setFieldValue('genPath', '/')}>{t('gen.resetPath')}</Button>
                  </Space.Compact>
                </Form.Item>
              )}
              {getFieldValue('tplCategory') === 'tree' && (
                <>
                  <Form.Item name="treeCode" label={t('gen.treeCode')} rules={[rules.required()]}>
                    <Select options={columnOptions(columns)} />
                  </Form.Item>
                  <Form.Item name="treeParentCode" label={t('gen.treeParentCode')} rules={[rules.required()]}>
                    <Select options={columnOptions(columns)} />
                  </Form.Item>
                  <Form.Item name="treeName" label={t('gen.treeName')} rules={[rules.required()]}>
                    <Select options={columnOptions(columns)} />
                  </Form.Item>
                </>
              )}
              {getFieldValue('tplCategory') === 'sub' && (
                <>
                  <Form.Item name="subTableName" label={t('gen.subTableName')} rules={[rules.required()]}>
                    <Select
                      options={tables.map((x) => ({
                        value: x.tableName,
                        label: `${x.tableName}：${x.tableComment}`,
                      }))}
                      onChange={() => form.setFieldValue('subTableFkName', undefined)}
                    />
                  </Form.Item>
                  <Form.Item name="subTableFkName" label={t('gen.subTableFkName')} rules={[rules.required()]}>
                    <Select options={columnOptions(sub?.columns ?? [])} />
                  </Form.Item>
                </>
              )}
            </>
          );
        }}
      </Form.Item>
    </Form>
  );
}
