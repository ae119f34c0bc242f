import { http } from '@/lib/http';

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

export const homeApi = {
  homeInfo: () => http.get<HomeInfo>('/system/user/profile/homeInfo'),
};
