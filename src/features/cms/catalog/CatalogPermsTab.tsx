import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Checkbox, Flex, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';

import { permApi, permsKeys, type PrivItemOption, type PrivRow } from '@/api/cms/perms';
import { roleApi } from '@/api/system/role';
import { useCurrentSiteId } from '@/components/cms/catalog-tree';
import { feedback } from '@/lib/feedback';

import { catalogI18n } from './i18n';

interface RoleRow {
  roleId: string;
  roleName: string;
}

interface RoleGrants {
  role: RoleRow;
  items: PrivItemOption[];
  tree: PrivRow[];
}

function findRow(rows: readonly PrivRow[], id: string): PrivRow | undefined {
  for (const row of rows) {
    if (row.catalogId === id) return row;
    const found = findRow(row.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Each role's grants on the selected catalog (`GET /cms/perms/catalog`), saved per role with the whole site tree. */
export function CatalogPermsTab({ catalogId }: { catalogId?: string }) {
  const t = catalogI18n.useT();
  const siteId = useCurrentSiteId() ?? '';
  const queryClient = useQueryClient();
  const [edits, setEdits] = useState<Record<string, Record<string, boolean>>>({});
  const [saving, setSaving] = useState<string>();
  const queryKey = permsKeys.extra('catalog', 'roles', siteId);
  const grants = useQuery({
    queryKey,
    queryFn: async (): Promise<RoleGrants[]> => {
      const roles = (await roleApi.list({ pageNum: 1, pageSize: 100 })).rows;
      return Promise.all(
        roles.map(async (role) => {
          const data = await permApi.catalog({ ownerType: 'Role', owner: String(role.roleId) }, siteId);
          return { role, items: data.catalogPrivItems, tree: data.catalogPrivs };
        }),
      );
    },
    enabled: catalogId !== undefined,
  });
  const items = grants.data?.[0]?.items ?? [];

  const rows = useMemo(
    () =>
      (grants.data ?? []).map((g) => {
        const row = catalogId ? findRow(g.tree, catalogId) : undefined;
        return { ...g, row };
      }),
    [grants.data, catalogId],
  );

  const checked = (roleId: string, row: PrivRow | undefined, item: string) =>
    edits[roleId]?.[item] ?? row?.perms[item]?.granted ?? false;

  async function save(g: RoleGrants) {
    if (!catalogId) return;
    const changes = edits[g.role.roleId] ?? {};
    const tree = structuredClone(g.tree);
    const row = findRow(tree, catalogId);
    if (!row) return;
    for (const [item, granted] of Object.entries(changes))
      row.perms[item] = { granted, inherited: row.perms[item]?.inherited ?? false };
    setSaving(g.role.roleId);
    try {
      await permApi.saveCatalog({ ownerType: 'Role', owner: String(g.role.roleId) }, siteId, tree);
      feedback.success(t('saveSuccess'));
      setEdits((e) => ({ ...e, [g.role.roleId]: {} }));
      await queryClient.invalidateQueries({ queryKey });
    } catch {
      // Shown by the HTTP layer.
    } finally {
      setSaving(undefined);
    }
  }

  const columns: TableColumnsType<(typeof rows)[number]> = [
    { title: t('perms.role'), key: 'role', render: (_v, r) => r.role.roleName, fixed: 'left', width: 140 },
    ...items.map((item) => ({
      title: item.name,
      key: item.id,
      width: 90,
      render: (_v: unknown, r: (typeof rows)[number]) => (
        <Checkbox
          aria-label={`${r.role.roleName} ${item.name}`}
          disabled={!r.row || r.row.perms[item.id]?.inherited}
          checked={checked(r.role.roleId, r.row, item.id)}
          onChange={(e) =>
            setEdits((all) => {
              const mine = { ...(all[r.role.roleId] ?? {}), [item.id]: e.target.checked };
              // Any grant needs View.
              if (e.target.checked && item.id !== 'View') mine.View = true;
              return { ...all, [r.role.roleId]: mine };
            })
          }
        />
      ),
    })),
    {
      title: '',
      key: 'save',
      fixed: 'right',
      width: 90,
      render: (_v, r) => (
        <Button
          size="small"
          type="link"
          loading={saving === r.role.roleId}
          disabled={!Object.keys(edits[r.role.roleId] ?? {}).length}
          onClick={() => void save(r)}
        >
          {t('perms.save')}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={8}>
      <Table
        size="small"
        rowKey={(r) => r.role.roleId}
        loading={grants.isFetching}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
      />
    </Flex>
  );
}
