import { Form, Input, Modal, Table } from 'antd';
import { useState, type Key } from 'react';

import { type CandidateUser, roleApi, roleUserKeys, type RoleUserQuery } from '@/api/system/role';
import { Paginator, SearchForm, useListQuery } from '@/components/list';
import { feedback } from '@/lib/feedback';

import { candidateColumns } from './columns';
import { roleI18n } from './i18n';
import { useRoleUserMutations } from './queries';

/**
 * Add users to a role (`system/role/selectUser`): every user, paged and searchable, those already
 * holding the role not selectable; a row click toggles it. Built from the kit's list pieces because
 * the selection belongs to the dialog's OK button, not to a toolbar action.
 */
/** What the dialog's search and paging set; the role is the dialog's own. */
type UserFilters = Omit<RoleUserQuery, 'roleId'>;

function SelectUserBody({ roleId, onDone }: { roleId: string; onDone: () => void }) {
  const t = roleI18n.useT();
  const [selected, setSelected] = useState<Key[]>([]);
  const list = useListQuery({
    queryKey: (params: UserFilters) => roleUserKeys.extra('candidates', { ...params, roleId }),
    queryFn: (params: UserFilters) => roleApi.candidateUsers({ ...params, roleId }),
    filters: { userName: 'text', phoneNumber: 'text' },
    syncUrl: false,
    scrollToTop: false,
  });
  const { grant } = useRoleUserMutations(roleId);
  const toggle = (row: CandidateUser) => {
    if (row.allocated) return;
    setSelected((keys) =>
      keys.includes(row.userId) ? keys.filter((k) => k !== row.userId) : [...keys, row.userId],
    );
  };
  const submit = async () => {
    if (selected.length === 0) {
      feedback.error(t('authUser.selectFirst'));
      return;
    }
    await grant.mutateAsync(selected.map(String));
    onDone();
  };
  return (
    <Modal
      open
      width={1000}
      title={t('authUser.selectTitle')}
      onCancel={onDone}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={grant.isPending}
      mask={{ closable: false }}
    >
      <SearchForm
        values={list.state.filters}
        defaults={list.defaultFilters}
        onSearch={list.search}
        onReset={list.reset}
      >
        <Form.Item name="userName" label={t('authUser.userName')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="phoneNumber" label={t('authUser.phoneNumber')}>
          <Input allowClear />
        </Form.Item>
      </SearchForm>
      <Table<CandidateUser>
        size="small"
        rowKey="userId"
        columns={candidateColumns(t)}
        dataSource={list.rows}
        loading={list.isFetching}
        pagination={false}
        scroll={{ y: 260 }}
        onRow={(row) => ({ onClick: () => toggle(row) })}
        rowSelection={{
          selectedRowKeys: selected,
          onChange: setSelected,
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ disabled: row.allocated }),
        }}
      />
      {list.paginator && <Paginator {...list.paginator} />}
    </Modal>
  );
}

/** Mounted only while open, so each opening starts with a fresh search and selection. */
export function SelectUserDialog(props: { roleId: string; open: boolean; onClose: () => void }) {
  return props.open ? <SelectUserBody roleId={props.roleId} onDone={props.onClose} /> : null;
}
