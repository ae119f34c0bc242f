import { http, serializeParams } from '@/lib/http';

import { bodyPicker } from '../body';
import { createQueryKeys } from '../query-keys';

/** SysUser fields the account center shows and edits. */
export interface ProfileUser {
  userId: string;
  userName: string;
  nickName?: string;
  realName?: string;
  email?: string;
  phoneNumber?: string;
  sex?: string;
  birthday?: string;
  deptName?: string;
  avatarSrc?: string;
  createTime?: string;
}

/** UserProfileVO of `GET /system/user/profile`. */
export interface UserProfile {
  user: ProfileUser;
  roleGroup?: string;
  postGroup?: string;
}

/** Body of `PUT /system/user/profile`: the SysUser fields a user may change about themselves. */
export type ProfileBody = Pick<
  ProfileUser,
  'userId' | 'nickName' | 'realName' | 'email' | 'phoneNumber' | 'sex' | 'birthday'
>;

const toBody = bodyPicker<ProfileBody>()([
  'userId',
  'nickName',
  'realName',
  'email',
  'phoneNumber',
  'sex',
  'birthday',
]);

/** DashboardUserVO of `GET /system/user/profile/homeInfo`. */
export interface HomeInfo {
  userName: string;
  nickName?: string;
  avatar?: string;
  lastLoginTime?: string;
  lastLoginIp?: string;
  lastLoginAddr?: string;
  deptName?: string;
}

/** ShortcutVO: a screen chosen on the preference page. */
export interface Shortcut {
  name: string;
  icon?: string;
  router: string;
}

export const profileKeys = createQueryKeys('system/profile');

/** SysProfileController: the signed-in user's own account. */
export const profileApi = {
  profile: () => http.get<UserProfile>('/system/user/profile'),
  update: (user: ProfileBody) => http.put<void>('/system/user/profile', toBody(user)),
  /** The backend reads both as query parameters, even on PUT. */
  updatePassword: (oldPassword: string, newPassword: string) =>
    http.put<void>(`/system/user/profile/updatePwd?${serializeParams({ oldPassword, newPassword })}`),
  /** Multipart `avatarfile`; the reply is the new avatar's path. */
  uploadAvatar: (image: Blob) => {
    const form = new FormData();
    // A File, not a bare Blob: the server derives the stored extension from the file name.
    form.append('avatarfile', new File([image], 'avatar.png', { type: 'image/png' }));
    return http.post<string>('/system/user/profile/avatar', form, {
      headers: { 'Content-Type': 'multipart/form-data' },
      repeatSubmit: false,
    });
  },
  homeInfo: () => http.get<HomeInfo>('/system/user/profile/homeInfo'),
  /** A home widget: a failure leaves it empty instead of raising a message. */
  shortcuts: () => http.get<Shortcut[]>('/system/user/profile/shortcuts', undefined, { silent: true }),
};
