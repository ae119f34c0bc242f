import { useQuery } from '@tanstack/react-query';
import { Button, Checkbox, Empty, Form, Select, Space, Spin } from 'antd';
import { useState } from 'react';

import { permApi, permsKeys, type PrivRow, type SitePerms } from '@/api/cms/perms';
import type { PermOwner } from '@/api/system/permission';
import { roleApi, roleKeys } from '@/api/system/role';
import { RecordPageBar, useRecordForm } from '@/components/record-form';

import { siteI18n } from '../i18n';
import type { TabProps } from './tab-props';

const VIEW = 'View';
const ROLE_PAGE = { pageNum: 1, pageSize: 100 };

/** This site's grants, one checkbox per privilege item. */
interface PermsForm {
  perms: Record<string, boolean>;
}

/**
 * A role's permissions on this site (`GET|PUT /cms/perms/site`, ownerType Role). The role screen's
 * grid covers every site; here only this site's row is edited and the other rows are sent back as
 * they were, so the save never touches other sites.
 */
export default function PermsTab({ siteId, onDirtyChange }: TabProps) {
  const t = siteI18n.useT();
  const [roleId, setRoleId] = useState<string>();
  const roles = useQuery({ queryKey: roleKeys.list(ROLE_PAGE), queryFn: () => roleApi.list(ROLE_PAGE) });
  const owner: PermOwner = { ownerType: 'Role', owner: roleId ?? '' };
  const thisSite = (data: SitePerms) => data.sitePrivs.find((r) => String(r.siteId) === siteId);
  const record = useRecordForm<SitePerms, PrivRow[], PermsForm>({
    load: {
      queryKey: permsKeys.extra('site', owner),
      queryFn: () => permApi.site(owner),
      enabled: roleId !== undefined,
    },
    toForm: (data) => ({
      perms: Object.fromEntries(
        data.sitePrivItems.map((item) => [item.id, thisSite(data)?.perms[item.id]?.granted ?? false]),
      ),
    }),
    toBody: ({ perms }, data) =>
      data.sitePrivs.map((row) =>
        String(row.siteId) !== siteId
          ? row
          : {
              ...row,
              perms: Object.fromEntries(
                data.sitePrivItems.map(({ id }) => {
                  const cell = row.perms[id] ?? { granted: false, inherited: false };
                  return [id, cell.inherited ? cell : { ...cell, granted: perms[id] === true }];
                }),
              ),
            },
      ),
    save: (rows) => permApi.saveSite(owner, rows),
    invalidate: permsKeys.extra('site', owner),
    successMessage: t('saveSuccess'),
    // The editor page guards its tabs together.
    guard: false,
    onDirtyChange,
  });
  const { form } = record;
  const data = roleId ? record.record : undefined;
  const row = data && thisSite(data);
  const items = data?.sitePrivItems ?? [];
  const editable = (id: string) => row?.perms[id]?.inherited !== true;

  /** Sets grants as the user's own changes (touched, so they count as unsaved). */
  const grant = (ids: string[], granted: boolean) => {
    form.setFields(
      ids.filter(editable).map((id) => ({ name: ['perms', id], value: granted, touched: true })),
    );
    record.checkDirty();
  };
  // Granting anything grants View; revoking View revokes everything.
  const applyRule = (changed: Partial<PermsForm>) => {
    const [item, granted] = Object.entries(changed.perms ?? {})[0] ?? [];
    if (item === VIEW && granted === false)
      grant(
        items.map((i) => i.id),
        false,
      );
    else if (granted === true) grant([VIEW], true);
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <RecordPageBar save={{ ...record.saveButtonProps, disabled: !row || record.saveButtonProps.disabled }}>
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
          disabled={!row}
          onClick={() =>
            grant(
              items.map((i) => i.id),
              true,
            )
          }
        >
          {t('perms.checkAll')}
        </Button>
        <Button
          disabled={!row}
          onClick={() =>
            grant(
              items.map((i) => i.id),
              false,
            )
          }
        >
          {t('perms.uncheckAll')}
        </Button>
      </RecordPageBar>
      <Spin spinning={record.fetching}>
        <Form<PermsForm>
          {...record.formProps}
          onValuesChange={(changed: Partial<PermsForm>) => {
            applyRule(changed);
            record.formProps.onValuesChange();
          }}
        >
          {row ? (
            <Space wrap data-testid="site-perms">
              {items.map((item) => (
                <Form.Item key={item.id} name={['perms', item.id]} valuePropName="checked" noStyle>
                  <Checkbox disabled={!editable(item.id)}>{item.name}</Checkbox>
                </Form.Item>
              ))}
            </Space>
          ) : (
            roleId && !record.fetching && <Empty />
          )}
        </Form>
      </Spin>
    </Space>
  );
}
