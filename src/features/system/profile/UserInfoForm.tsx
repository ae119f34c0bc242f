import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Radio, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';

import { profileApi, profileKeys, type ProfileUser } from '@/api/system/profile';
import { feedback } from '@/lib/feedback';
import { rules } from '@/lib/validators';
import { useSession } from '@/stores/session';
import { lastViewPath, useTagsView } from '@/stores/tags-view';

import { profileI18n } from './i18n';

type Values = Pick<ProfileUser, 'nickName' | 'phoneNumber' | 'email' | 'sex'>;

export const PROFILE_QUERY = profileKeys.extra('profile');

/** Basic information: nick name, phone, email, gender; Close closes the tab. */
export function UserInfoForm({ user }: { user: ProfileUser }) {
  const t = profileI18n.useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (values: Values) => profileApi.update({ ...user, ...values }),
    onSuccess: (_r, values) => {
      feedback.success(t('info.saved'));
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY });
      // The header shows the nick name from the session.
      const session = useSession.getState();
      if (session.user) useSession.setState({ user: { ...session.user, nickName: values.nickName } });
    },
  });
  const close = () => {
    const tags = useTagsView.getState();
    tags.closeView(pathname);
    navigate(lastViewPath(useTagsView.getState().visited));
  };

  return (
    <Form<Values>
      layout="vertical"
      initialValues={{
        nickName: user.nickName,
        phoneNumber: user.phoneNumber,
        email: user.email,
        sex: user.sex,
      }}
      onFinish={(values) => save.mutate(values)}
      style={{ maxWidth: 480 }}
    >
      <Form.Item name="nickName" label={t('info.nickName')} rules={[rules.required(), rules.length(1, 30)]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="phoneNumber" label={t('info.phoneNumber')} rules={[rules.required(), rules.mobile()]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label={t('info.email')} rules={[rules.required(), rules.email()]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sex" label={t('info.sex')}>
        <Radio.Group
          options={[
            { value: '0', label: t('info.male') },
            { value: '1', label: t('info.female') },
          ]}
        />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('info.save')}
        </Button>
        <Button onClick={close}>{t('info.close')}</Button>
      </Space>
    </Form>
  );
}
