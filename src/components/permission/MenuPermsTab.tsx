import { useQuery } from '@tanstack/react-query';
import { Button, Space, Spin, Tree } from 'antd';
import { useMemo, useState, type Key } from 'react';

import { permissionApi } from '@/api/system/permission';
import { useListMutation } from '@/components/list';

import { permissionI18n } from './i18n';
import { buildMenuTree, checkAll, checkNode, grantedKeys, type MenuTree } from './menu-tree';
import { permissionKeys } from './queries';
import type { PermOwner } from './types';

function MenuPermsTree({ owner, tree }: { owner: PermOwner; tree: MenuTree }) {
  const t = permissionI18n.useT();
  const [checked, setChecked] = useState<string[]>(tree.initial);
  const [expanded, setExpanded] = useState<Key[]>(tree.allIds);
  const [allChecked, setAllChecked] = useState(false);
  const save = useListMutation({
    mutationFn: (keys: string[]) => permissionApi.saveMenu(owner, keys),
    invalidate: permissionKeys.extra('perms'),
    success: { text: t('perms.saved') },
  });
  const isExpanded = expanded.length > 0;
  return (
    <>
      <Space style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={() => void save.mutateAsync(grantedKeys(tree, checked)).catch(() => undefined)}
        >
          {t('perms.save')}
        </Button>
        <Button
          onClick={() => {
            setChecked(checkAll(tree, !allChecked));
            setAllChecked(!allChecked);
          }}
        >
          {t(allChecked ? 'perms.uncheckAll' : 'perms.checkAll')}
        </Button>
        <Button onClick={() => setExpanded(isExpanded ? [] : tree.allIds)}>
          {t(isExpanded ? 'perms.collapse' : 'perms.expand')}
        </Button>
      </Space>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        treeData={tree.nodes}
        checkedKeys={{ checked, halfChecked: [] }}
        expandedKeys={expanded}
        onExpand={setExpanded}
        onCheck={(_keys, info) => setChecked(checkNode(tree, checked, String(info.node.key), info.checked))}
      />
    </>
  );
}

/** Menu permissions (`system/permission/menuPerms`): granted by permission key, not by menu id. */
export function MenuPermsTab({ owner }: { owner: PermOwner }) {
  const query = useQuery({
    queryKey: permissionKeys.extra('perms', 'menu', owner),
    queryFn: () => permissionApi.menu(owner),
  });
  const tree = useMemo(() => (query.data ? buildMenuTree(query.data) : undefined), [query.data]);
  if (!tree) return <Spin spinning />;
  return <MenuPermsTree key={query.dataUpdatedAt} owner={owner} tree={tree} />;
}
