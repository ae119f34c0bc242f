import { PlusOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';

import { menuApi, type MenuBody, menuKeys, type SysMenu } from '@/api/system/menu';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import {
  ListPage,
  useListQuery,
  useStandardActions,
  useTreeExpansion,
  type ListAction,
} from '@/components/list';

import { menuColumns } from './columns';
import { menuI18n } from './i18n';
import { MenuFormDialog } from './MenuFormDialog';
import { useMenuMutations } from './queries';

const perm = (action: string) => ({ perm: `system:menu:${action}` });

/** Menu management (`system/menu/index`, menu 102): the sys_menu tree behind routes, sidebar and permissions. */
export default function MenuPage() {
  const t = menuI18n.useT();
  const list = useListQuery({
    queryKey: menuKeys.list,
    queryFn: menuApi.tree,
    filters: { menuName: 'text', status: 'text' },
    paged: false,
  });
  // Collapsed by default, as in the Vue console: the full tree is long.
  const tree = useTreeExpansion(list.rows, 'menuId');
  const { save, remove } = useMenuMutations();
  const dialog = useFormDialog<MenuBody, SysMenu>({
    defaults: {
      parentId: '0',
      menuType: 'M',
      orderNum: 0,
      isFrame: 'N',
      isCache: 'Y',
      visible: 'Y',
      status: '0',
    },
    load: (row) => menuApi.get(row.menuId),
    submit: (values) => save.mutateAsync(values),
  });
  const std = useStandardActions<SysMenu>();
  const edit = std.edit({ access: perm('edit'), run: dialog.openEdit });
  const addChild: ListAction<SysMenu> = {
    key: 'addChild',
    label: t('addChild'),
    icon: <PlusOutlined />,
    access: perm('add'),
    run: ([row]) => row && dialog.openAdd({ parentId: row.menuId }),
  };
  const del: ListAction<SysMenu> = {
    ...std.remove({
      access: perm('remove'),
      ids: (rows) => rows.map((r) => r.menuId),
      remove: ([id]) => remove.mutateAsync(id ?? ''),
    }),
    confirm: ([row]) => t('deleteConfirm', { name: row?.menuName }),
  };
  return (
    <ListPage
      data-testid="menu-page"
      list={list}
      rowKey="menuId"
      columns={menuColumns(t)}
      table={{ expandable: tree.expandable }}
      search={
        <>
          <Form.Item name="menuName" label={t('menuName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="EnableOrDisable" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[std.add({ access: perm('add'), run: () => dialog.openAdd() }), tree.toggleAction]}
      rowActions={[edit, addChild, del]}
    >
      <MenuFormDialog controller={dialog} />
    </ListPage>
  );
}
