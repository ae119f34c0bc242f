import { Button, Card, Flex, Form, Input, Skeleton, Tabs } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';

import type { GenTable, GenTableColumn, GenTableDetail } from '@/api/tool/gen';
import { useFormFill } from '@/components/form';
import { feedback } from '@/lib/feedback';
import { rules } from '@/lib/validators';
import { useTagsView } from '@/stores/tags-view';

import { ColumnsGrid } from './ColumnsGrid';
import { GenInfoForm, type GenInfoValues } from './GenInfoForm';
import { genI18n } from './i18n';
import { useGenDetail, useGenEditOptions, useGenMutations } from './queries';

type BasicValues = Pick<GenTable, 'tableName' | 'tableComment' | 'className' | 'functionAuthor' | 'remark'>;

function EditForm({ detail }: { detail: GenTableDetail }) {
  const t = genI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const closeView = useTagsView((s) => s.closeView);
  const { dictTypes, menus } = useGenEditOptions();
  const { update } = useGenMutations();
  const [basic] = Form.useForm<BasicValues>();
  const [gen] = Form.useForm<GenInfoValues>();
  const [columns, setColumns] = useState<GenTableColumn[]>(detail.rows);
  const { info } = detail;

  // Back to the list (on the page the user came from); this tab goes away.
  const back = () => {
    const pageNum = search.get('pageNum');
    navigate(`/tool/gen${pageNum && pageNum !== '1' ? `?pageNum=${pageNum}` : ''}`);
    closeView(pathname);
  };
  const submit = async () => {
    let values: [BasicValues, GenInfoValues];
    try {
      values = await Promise.all([basic.validateFields(), gen.validateFields()]);
    } catch {
      feedback.error(t('invalidForm'));
      return;
    }
    if (columns.some((c) => !c.javaField.trim())) {
      feedback.error(t('invalidForm'));
      return;
    }
    const [b, g] = values;
    const { treeCode, treeName, treeParentCode, parentMenuId } = g;
    try {
      await update.mutateAsync({
        ...info,
        ...b,
        ...g,
        columns,
        params: { treeCode, treeName, treeParentCode, parentMenuId },
      });
    } catch {
      return;
    }
    back();
  };

  return (
    <Card>
      <Tabs
        defaultActiveKey="columns"
        items={[
          {
            key: 'basic',
            label: t('tabs.basic'),
            forceRender: true,
            children: (
              <Form<BasicValues>
                form={basic}
                initialValues={info}
                labelCol={{ flex: '150px' }}
                wrapperCol={{ flex: 1 }}
                style={{ maxWidth: 900 }}
              >
                <Form.Item name="tableName" label={t('basic.tableName')} rules={[rules.required()]}>
                  <Input />
                </Form.Item>
                <Form.Item name="tableComment" label={t('basic.tableComment')} rules={[rules.required()]}>
                  <Input />
                </Form.Item>
                <Form.Item name="className" label={t('basic.className')} rules={[rules.required()]}>
                  <Input />
                </Form.Item>
                <Form.Item name="functionAuthor" label={t('basic.functionAuthor')} rules={[rules.required()]}>
                  <Input />
                </Form.Item>
                <Form.Item name="remark" label={t('basic.remark')}>
                  <Input.TextArea rows={3} />
                </Form.Item>
              </Form>
            ),
          },
          {
            key: 'columns',
            label: t('tabs.columns'),
            children: <ColumnsGrid columns={columns} dictTypes={dictTypes} onChange={setColumns} />,
          },
          {
            key: 'gen',
            label: t('tabs.gen'),
            forceRender: true,
            children: (
              <GenInfoFormWithValues
                form={gen}
                info={info}
                columns={columns}
                tables={detail.tables}
                menus={menus}
              />
            ),
          },
        ]}
      />
      <Flex justify="center" gap={12} style={{ marginTop: 16 }}>
        <Button type="primary" loading={update.isPending} onClick={() => void submit()}>
          {t('submit')}
        </Button>
        <Button onClick={back}>{t('back')}</Button>
      </Flex>
    </Card>
  );
}

function GenInfoFormWithValues({
  info,
  ...props
}: { info: GenTable } & Omit<Parameters<typeof GenInfoForm>[0], never>) {
  useFormFill(props.form, info);
  return <GenInfoForm {...props} />;
}

/** Edit generation config (`/tool/gen-edit/index/:tableId`, page `tool/gen/editTable`). */
export default function GenEditPage() {
  const { tableId = '' } = useParams();
  const detail = useGenDetail(tableId);
  if (!detail.data) return <Skeleton active />;
  return <EditForm key={tableId} detail={detail.data} />;
}
