/** The IP rule dialog's values: `ip` holds "address" or "address/prefix" as typed. */
export interface IpRuleForm {
  ruleId?: string;
  ip: string;
  type: string;
  expireTime?: string;
  remark?: string;
}
