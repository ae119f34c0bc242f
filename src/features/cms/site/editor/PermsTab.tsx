import { SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Form, Select, Space, Spin } from 'antd';
import { useEffect, useState } from 'react';

import { feedback } from '@/lib/feedback';

import { siteApi } from '../api';
import { siteI18n } from '../i18n';
import { siteEditorKeys } from '../queries';
import type { SitePrivRow } from '../types';
import type { TabProps } from './tab-props';

const VIEW = 'View';

/** This site's row with one item changed; granting anything grants View, revoking View revokes all. */
function toggle(row: SitePrivRow, item: string, granted: boolean, items: string[]): SitePrivRow {
  const perms = { ...row.perms };
  const set = (id: string, value: boolean) => {
    const cell = perms[id] ?? { granted: false, inherited: false };
    if (!cell.inherited) perms[id] = { ...cell, granted: value };
  };
  if (item === VIEW && !granted) items.forEach((id) => set(id, false));
  else {
    set(item, granted);
    if (granted) set(VIEW, true);
  }
  return { ...row, perms };
}

/**
 * A role's permissions on this site (`GET|PUT /cms/perms/site`, ownerType Role). The role screen's
 * grid covers every site; here only this site's row is edited and the other rows are sent back as
 * they were, so the save never touches other sites.
 */
export default function PermsTab({ siteId, onDirtyChange }: TabProps) {
  const t = siteI18n.useT();
  const [roleId, setRoleId] = useState<string>();
  const [rows, setRows] = useState<SitePrivRow[]>([]);
  const [saving, setSaving] = useState(false);
  const roles = useQuery({ queryKey: siteEditorKeys.options('roles'), queryFn: siteApi.roles });
  const perms = useQuery({
    queryKey: siteEditorKeys.perms(roleId ?? ''),
    queryFn: () => siteApi.sitePermissions(roleId ?? ''),
    enabled: roleId !== undefined,
  });
  useEffect(() => setRows(perms.data?.sitePrivs ?? []), [perms.data]);

  const items = (perms.data?.sitePrivItems ?? []).map((i) => i.id);
  const row = rows.find((r) => String(r.siteId) === siteId);
  const update = (next: SitePrivRow) => {
    setRows((all) => all.map((r) => (String(r.siteId) === siteId ? next : r)));
    onDirtyChange(true);
  };
  const setAll = (granted: boolean) => {
    if (!row) return;
    update(items.reduce((acc, id) => toggle(acc, id, granted, items), row));
  };

  const save = async () => {
    if (!roleId) return;
    setSaving(true);
    try {
      await siteApi.saveSitePermissions(roleId, rows);
      feedback.success(t('saveSuccess'));
      onDirtyChange(false);
      void perms.refetch();
    } catch {
      // shown by the HTTP client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Form.Item label={t('perms.role')} style={{ marginBottom: 0 }}>
          <Select
            aria-label={t('perms.role')}
            placeholder={t('perms.pickRole')}
            style={{ width: 240 }}
            value={roleId}
            loading={roles.isLoading}
            onChange={setRoleId}
            options={(roles.data?.rows ?? []).map((r) => ({ value: String(r.roleId), label: r.roleName }))}
          />
        </Form.Item>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          disabled={!row}
          loading={saving}
          onClick={() => void save()}
        >
          {t('save')}
        </Button>
        <Button disabled={!row} onClick={() => setAll(true)}>
          {t('perms.checkAll')}
        </Button>
        <Button disabled={!row} onClick={() => setAll(false)}>
          {t('perms.uncheckAll')}
        </Button>
      </Space>
      <Spin spinning={perms.isFetching}>
        {row ? (
          <Space wrap data-testid="site-perms">
            {(perms.data?.sitePrivItems ?? []).map((item) => {
              const cell = row.perms[item.id] ?? { granted: false, inherited: false };
              return (
                <Checkbox
                  key={item.id}
                  checked={cell.granted}
                  disabled={cell.inherited}
                  onChange={(e) => update(toggle(row, item.id, e.target.checked, items))}
                >
                  {item.name}
                </Checkbox>
              );
            })}
          </Space>
        ) : (
          roleId && !perms.isFetching && <Empty />
        )}
      </Spin>
    </Space>
  );
}
