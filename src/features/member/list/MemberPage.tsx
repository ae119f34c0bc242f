import { DownloadOutlined, EyeOutlined, KeyOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { useState } from 'react';

import { memberApi, type MemberBody, memberKeys, type MemberVO } from '@/api/member/member';
import { DictSelect } from '@/components/dict';
import { useFormDialog } from '@/components/form';
import { type ListAction, ListPage, useListQuery, useStandardActions } from '@/components/list';

import { memberColumns } from './columns';
import { useMemberExport } from './export';
import { memberI18n } from './i18n';
import { MemberDetailDrawer } from './MemberDetailDrawer';
import { MemberFormDialog } from './MemberFormDialog';
import { useMemberMutations } from './queries';
import {
  ResetPasswordDialog,
  type ResetPasswordForm,
  type ResetResult,
  ResetResultDialog,
} from './ResetPasswordDialog';

// The whole MemberController is behind the menu's view key; the Vue screen gated no button.
const access = { perm: 'member:list:view' };

/** Member list (`member/memberList`, menu 2063). */
export default function MemberPage() {
  const t = memberI18n.useT();
  const list = useListQuery({
    queryKey: memberKeys.list,
    queryFn: memberApi.list,
    filters: { userName: 'text', nickName: 'text', email: 'text', phoneNumber: 'text', status: 'text' },
  });
  const { save, remove } = useMemberMutations();
  const dialog = useFormDialog<MemberBody, MemberVO>({
    defaults: { status: '0' },
    load: (row) => memberApi.get(row.memberId),
    submit: (values) => save.mutateAsync(values),
  });
  const [resetResult, setResetResult] = useState<ResetResult>();
  const reset = useFormDialog<ResetPasswordForm, MemberVO>({
    submit: async ({ password }, { record }) => {
      if (!record) return;
      await memberApi.resetPassword(record.memberId, password);
      setResetResult({ userName: record.userName ?? record.memberId, password });
    },
    // The result dialog says it.
    success: false,
  });
  const [detailOf, setDetailOf] = useState<MemberVO>();
  const exportMembers = useMemberExport(() => list.params);
  const std = useStandardActions<MemberVO>();
  const edit = std.edit({ access, run: dialog.openEdit });
  const del = std.remove({
    access,
    ids: (rows) => rows.map((r) => r.memberId),
    remove: remove.mutateAsync,
    confirm: (ids) => t('deleteConfirm', { ids }),
  });
  const rowOnly = (action: Omit<ListAction<MemberVO>, 'run'>, run: (row: MemberVO) => void) => ({
    ...action,
    access,
    run: (rows: MemberVO[]) => rows[0] && run(rows[0]),
  });
  return (
    <ListPage
      data-testid="member-page"
      list={list}
      rowKey="memberId"
      columns={memberColumns(t)}
      search={
        <>
          <Form.Item name="userName" label={t('userName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="nickName" label={t('nickName')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="email" label={t('email')}>
            <Input allowClear placeholder="Email" />
          </Form.Item>
          <Form.Item name="phoneNumber" label={t('phoneNumber')}>
            <Input allowClear />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictSelect type="MemberStatus" aria-label={t('status')} />
          </Form.Item>
        </>
      }
      actions={[
        std.add({ access, run: () => dialog.openAdd() }),
        edit,
        del,
        { key: 'export', label: t('export'), icon: <DownloadOutlined />, access, run: exportMembers },
      ]}
      rowActions={[
        rowOnly({ key: 'detail', label: t('detail'), icon: <EyeOutlined /> }, setDetailOf),
        rowOnly({ key: 'resetPassword', label: t('resetPassword'), icon: <KeyOutlined /> }, reset.openEdit),
        edit,
        del,
      ]}
    >
      <MemberFormDialog controller={dialog} />
      <ResetPasswordDialog controller={reset} />
      <ResetResultDialog result={resetResult} onClose={() => setResetResult(undefined)} />
      <MemberDetailDrawer member={detailOf} onClose={() => setDetailOf(undefined)} />
    </ListPage>
  );
}
