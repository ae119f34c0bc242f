import { http, serializeParams } from '@/lib/http';

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

/** The password part of SysSecurityConfig (`GET /system/security/config/current`). */
export interface SecurityConfig {
  passwordLenMin: number;
  passwordLenMax: number;
  passwordRule: string;
  passwordRulePattern?: string;
  passwordSensitive?: string[];
}

/** TreeNode of `/system/menu/userTreeselect` and `/stat/menu/options`. */
export interface TreeNodeVO {
  id: string;
  label: string;
  props?: { type?: string };
  children?: TreeNodeVO[];
}

export type Preferences = Record<string, unknown>;

export const profileApi = {
  profile: () => http.get<UserProfile>('/system/user/profile'),
  update: (user: ProfileUser) => http.put<void>('/system/user/profile', user),
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
  securityConfig: () => http.get<SecurityConfig | undefined>('/system/security/config/current'),
  preferences: () => http.get<Preferences | undefined>('/system/user/getPreferences'),
  savePreferences: (values: Preferences) => http.put<void>('/system/user/savePreferences', values),
  menuTree: () => http.get<TreeNodeVO[]>('/system/menu/userTreeselect'),
  statMenus: () => http.get<TreeNodeVO[]>('/stat/menu/options'),
};
