/** `meta` of a RouterVO as `/getRouters` returns it (empty fields omitted by the server). */
export interface RouterMeta {
  title: string;
  icon?: string;
  noCache?: boolean;
  link?: string;
}

/** One node of the `/getRouters` tree (RuoYi RouterVO). */
export interface RouterVO {
  name?: string;
  path: string;
  hidden?: boolean;
  redirect?: string;
  /** A page-registry key (`system/user/index`) or `Layout` / `ParentView` / `InnerLink`. */
  component?: string;
  /** JSON text of route query parameters, e.g. `{"type":"1"}`. */
  query?: string;
  alwaysShow?: boolean;
  meta?: RouterMeta;
  children?: RouterVO[];
}

/** The parts of SysUser the console reads from `/getInfo`. */
export interface SessionUser {
  userId: string;
  userName: string;
  nickName?: string;
  avatar?: string;
  avatarSrc?: string;
  deptName?: string;
  email?: string;
  phoneNumber?: string;
  loginIp?: string;
  loginDate?: string;
  forceModifyPassword?: string;
}

export interface UserInfoReply {
  user: SessionUser;
  roles: string[];
  permissions: string[];
}

export interface CaptchaReply {
  captchaEnabled?: boolean;
  uuid?: string;
  img?: string;
}

export interface LoginForm {
  username: string;
  password: string;
  code?: string;
  uuid?: string;
}

export interface LanguageOption {
  value: string;
  label: string;
}
