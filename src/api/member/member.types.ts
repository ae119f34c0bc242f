/** The rows of member as the backend sends them: runtime-free, so the mock can import them too. */

/** MemberListVO as `GET /member` and `GET /member/{memberId}` return it. */
export interface MemberVO {
  memberId: string;
  userName?: string;
  nickName?: string;
  phoneNumber?: string;
  email?: string;
  /** `yyyy-MM-dd HH:mm:ss`. */
  birthday?: string;
  /** MemberStatus: '0' normal, '1' disabled, '2' locked. */
  status: string;
  /** Where the account came from (registration, an admin, a third-party login). */
  sourceType?: string;
  sourceId?: string;
  lastLoginIp?: string;
  lastLoginTime?: string;
  createTime?: string;
  /** Not in the 1.5.5 VO; shown when a server sends it. */
  remark?: string;
}
