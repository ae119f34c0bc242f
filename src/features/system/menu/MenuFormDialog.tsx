import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, InputNumber, Radio, Row, Space, TreeSelect } from 'antd';
import { useMemo, type ReactNode } from 'react';

import { type MenuBody, menuKeys, type MenuTreeNode, type MenuType, type SysMenu } from '@/api/system/menu';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { Hint } from '@/components/hint';
import { I18nFieldEditor } from '@/components/i18n-field';
import { IconPicker } from '@/components/icons';
import { rules } from '@/lib/validators';

import { menuI18n } from './i18n';
import { useMenuTreeSelect } from './queries';

type Props = { controller: FormDialogController<MenuBody, SysMenu> };

interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/** The tree select's nodes; the edited menu and its subtree cannot be its own parent (server rule). */
function toOptions(nodes: readonly MenuTreeNode[], selfId?: string, inSelf = false): ParentOption[] {
  return nodes.map((node) => {
    const blocked = inSelf || node.id === selfId;
    return {
      value: node.id,
      title: node.label,
      disabled: blocked || undefined,
      children: node.children?.length ? toOptions(node.children, selfId, blocked) : undefined,
    };
  });
}

function Label({ text, tip }: { text: string; tip: string }) {
  return (
    <Space size={4}>
      <Hint title={tip}>
        <QuestionCircleOutlined />
      </Hint>
      {text}
    </Space>
  );
}

const half = (node: ReactNode) => (
  <Col xs={24} md={12}>
    {node}
  </Col>
);

/** Add/edit a directory (M), menu (C) or button (F); which fields show depends on the type. */
export function MenuFormDialog({ controller }: Props) {
  const t = menuI18n.useT();
  return (
    <FormDialog
      controller={controller}
      width={800}
      labelWidth={140}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      <MenuFields open={controller.open} selfId={controller.record?.menuId} />
    </FormDialog>
  );
}

function MenuFields({ open, selfId }: { open: boolean; selfId?: string }) {
  const t = menuI18n.useT();
  const tree = useMenuTreeSelect(open);
  const queryClient = useQueryClient();
  const parents = useMemo(
    () => [{ value: '0', title: t('rootMenu'), children: toOptions(tree.data ?? [], selfId) }],
    [tree.data, selfId, t],
  );
  const type = Form.useWatch<MenuType | undefined>('menuType');
  const notButton = type !== 'F';
  const isMenu = type === 'C';
  // An external link must be an http(s) address; the server refuses it with a bare "system error".
  const external = Form.useWatch<string | undefined>('isFrame') === 'Y';
  return (
    <Row gutter={16}>
      <Col span={24}>
        <Form.Item name="parentId" label={t('parentId')} rules={[rules.required()]}>
          <TreeSelect<string>
            treeData={parents}
            loading={tree.isLoading}
            showSearch={{ treeNodeFilterProp: 'title' }}
            treeDefaultExpandedKeys={['0']}
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="menuType" label={t('menuType')} rules={[rules.required()]}>
          <Radio.Group
            options={[
              { value: 'M', label: t('typeDirectory') },
              { value: 'C', label: t('typeMenu') },
              { value: 'F', label: t('typeButton') },
            ]}
          />
        </Form.Item>
      </Col>
      {notButton && (
        <Col span={24}>
          <Form.Item name="icon" label={t('icon')}>
            <IconPicker />
          </Form.Item>
        </Col>
      )}
      {half(
        <Form.Item name="menuName" label={t('menuName')} rules={[rules.required(), kitRules.maxLength(50)]}>
          <Input
            suffix={
              // The name in every language: key MENU.NAME.<menuId> exists once the menu is saved.
              selfId ? (
                <I18nFieldEditor
                  langKey={`MENU.NAME.${selfId}`}
                  onSaved={() => void queryClient.invalidateQueries({ queryKey: menuKeys.all })}
                />
              ) : undefined
            }
          />
        </Form.Item>,
      )}
      {half(
        <Form.Item name="orderNum" label={t('orderNum')} rules={[rules.required(), kitRules.min(0)]}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>,
      )}
      {notButton &&
        half(
          <Form.Item
            name="isFrame"
            label={<Label text={t('isFrame')} tip={t('isFrameTip')} />}
            rules={[rules.required(t('isFrame'))]}
          >
            <DictRadio type="YesOrNo" />
          </Form.Item>,
        )}
      {notButton &&
        half(
          <Form.Item
            name="path"
            label={<Label text={t('path')} tip={t('pathTip')} />}
            dependencies={['isFrame']}
            rules={[
              rules.required(t('path')),
              kitRules.maxLength(200),
              ...(external ? [rules.httpUrl()] : []),
            ]}
          >
            <Input />
          </Form.Item>,
        )}
      {isMenu &&
        half(
          <Form.Item
            name="component"
            label={<Label text={t('component')} tip={t('componentTip')} />}
            rules={[kitRules.maxLength(255)]}
          >
            <Input />
          </Form.Item>,
        )}
      {half(
        <Form.Item
          name="perms"
          label={<Label text={t('perms')} tip={t('permsTip')} />}
          rules={[kitRules.maxLength(100)]}
        >
          <Input />
        </Form.Item>,
      )}
      {isMenu &&
        half(
          <Form.Item
            name="query"
            label={<Label text={t('query')} tip={t('queryTip')} />}
            rules={[kitRules.maxLength(255)]}
          >
            <Input />
          </Form.Item>,
        )}
      {isMenu &&
        half(
          <Form.Item
            name="isCache"
            label={<Label text={t('isCache')} tip={t('isCacheTip')} />}
            rules={[rules.required(t('isCache'))]}
          >
            <DictRadio type="YesOrNo" />
          </Form.Item>,
        )}
      {notButton &&
        half(
          <Form.Item name="visible" label={<Label text={t('visible')} tip={t('visibleTip')} />}>
            <DictRadio type="YesOrNo" />
          </Form.Item>,
        )}
      {half(
        <Form.Item name="status" label={<Label text={t('status')} tip={t('statusTip')} />}>
          <DictRadio type="EnableOrDisable" />
        </Form.Item>,
      )}
    </Row>
  );
}
