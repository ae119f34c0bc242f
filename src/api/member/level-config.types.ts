/** The rows of level-config as the backend sends them: runtime-free, so the mock can import them too. */

/** A level type or an experience operation as the `…/types` calls list them. */
export interface MemberTypeOption {
  id: string;
  name: string;
}

/** MemberLevelConfig as `GET /member/levelConfig` and its detail return it. */
export interface MemberLevelConfig {
  configId: string;
  levelType: string;
  levelTypeName?: string;
  level: number;
  name: string;
  icon?: string;
  /** Experience needed to reach the next level. */
  nextNeedExp: number;
  remark?: string;
  createBy?: string;
  createTime?: string;
  updateBy?: string;
  updateTime?: string;
}
