/** The rows of exp-config as the backend sends them: runtime-free, so the mock can import them too. */

/** MemberExpConfig as `GET /member/expConfig` and its detail return it. */
export interface MemberExpConfig {
  configId: string;
  /** An experience operation id of `GET /member/expConfig/types`. */
  opType: string;
  opTypeName?: string;
  levelType: string;
  levelTypeName?: string;
  exp: number;
  /** Per day; 0 = no limit. */
  dayLimit: number;
  /** Ever; 0 = no limit. */
  totalLimit: number;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}
