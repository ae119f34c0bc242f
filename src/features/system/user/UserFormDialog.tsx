import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select } from 'antd';
import { useMemo } from 'react';

import { type SysUser, userApi, type UserBody, userKeys } from '@/api/system/user';
import { DictRadio, DictSelect } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { TreeSelectField, type TreeKeys } from '@/components/tree';
import { passwordPolicyRule, rules } from '@/lib/validators';

import { flattenDepts, type DeptRow } from './dept-rows';
import { userI18n } from './i18n';
import { useDeptTree, usePasswordConfig } from './queries';

const DEPT_KEYS: TreeKeys<DeptRow> = { id: 'id', parent: 'parentId', label: 'label' };

/**
 * Add/edit a user: user name 2–20 and password (active security policy) only on add;
 * nickname, department and gender required; phone and email checked; status edited here because
 * 1.5.5 has no changeStatus endpoint.
 */
export function UserFormDialog({ controller }: { controller: FormDialogController<UserBody, SysUser> }) {
  const t = userI18n.useT();
  const adding = controller.open && controller.mode === 'add';
  const depts = useDeptTree();
  const deptRows = useMemo(() => flattenDepts(depts.data ?? []), [depts.data]);
  // The Vue dialog takes its post options from `GET /system/user/` (UserInfoVO.posts).
  const posts = useQuery({
    queryKey: userKeys.extra('posts'),
    queryFn: async () => (await userApi.get()).posts ?? [],
    enabled: controller.open,
  });
  const policy = usePasswordConfig(adding);
  const postOptions = (posts.data ?? []).map((p) => ({
    value: p.postId,
    label: p.postName,
    disabled: p.status === '1',
  }));
  return (
    <FormDialog
      controller={controller}
      width={600}
      title={(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')}
    >
      {(mode) => (
        <>
          {mode === 'add' && (
            <Form.Item name="userName" label={t('userName')} rules={[rules.required(), rules.length(2, 20)]}>
              <Input maxLength={30} />
            </Form.Item>
          )}
          <Form.Item name="nickName" label={t('nickName')} rules={[rules.required(), kitRules.maxLength(30)]}>
            <Input maxLength={30} />
          </Form.Item>
          {mode === 'add' && (
            <Form.Item
              name="password"
              label={t('password')}
              rules={[
                rules.required(),
                passwordPolicyRule(policy.data, {
                  length: (min, max) => t('passwordLength', { min, max }),
                  rule: () => t('passwordRule'),
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" maxLength={policy.data?.passwordLenMax ?? 20} />
            </Form.Item>
          )}
          <Form.Item name="deptId" label={t('dept')} rules={[rules.required()]}>
            <TreeSelectField data={deptRows} keys={DEPT_KEYS} aria-label={t('dept')} />
          </Form.Item>
          <Form.Item name="phoneNumber" label={t('phoneNumber')} rules={[rules.mobile()]}>
            <Input maxLength={11} />
          </Form.Item>
          <Form.Item name="email" label={t('email')} rules={[rules.email(), kitRules.maxLength(50)]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="sex" label={t('sex')} rules={[rules.required()]}>
            <DictSelect type="Gender" aria-label={t('sex')} />
          </Form.Item>
          <Form.Item name="status" label={t('status')}>
            <DictRadio type="SysUserStatus" />
          </Form.Item>
          <Form.Item name="postIds" label={t('posts')}>
            <Select mode="multiple" allowClear options={postOptions} aria-label={t('posts')} />
          </Form.Item>
          <Form.Item name="remark" label={t('remark')} rules={[kitRules.maxLength(500)]}>
            <Input.TextArea rows={3} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}
