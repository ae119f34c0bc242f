import { Tag } from 'antd';

import type { SysIpRule } from '@/api/system/ip-rule';
import type { SysSecurityConfig } from '@/api/system/security';
import { DictTag } from '@/components/dict';
import type { ListColumn } from '@/components/list';

import type { securityI18n } from './i18n';
import { ipRuleText } from './ip';

type T = ReturnType<typeof securityI18n.useT>;

/**
 * The security config list; `status` is the kit's status column (useStatusColumn), built by the tab:
 * it runs changeStatus (the server keeps one config active).
 */
export function securityColumns(
  t: T,
  status: ListColumn<SysSecurityConfig>,
): ListColumn<SysSecurityConfig>[] {
  return [
    { key: 'configId', dataIndex: 'configId', title: t('configId'), width: 100 },
    {
      key: 'passwordLength',
      title: t('passwordLength'),
      render: (_v, row) => `${row.passwordLenMin} - ${row.passwordLenMax}`,
    },
    {
      key: 'passwordRule',
      dataIndex: 'passwordRule',
      title: t('passwordRule'),
      render: (value: string) => <DictTag type="SecurityPasswordRule" value={value} />,
    },
    { key: 'passwordExpireSeconds', dataIndex: 'passwordExpireSeconds', title: t('passwordExpireSeconds') },
    { key: 'passwordRetryLimit', dataIndex: 'passwordRetryLimit', title: t('passwordRetryLimit') },
    status,
  ];
}

export function ipRuleColumns(t: T): ListColumn<SysIpRule>[] {
  return [
    { key: 'ruleId', dataIndex: 'ruleId', title: t('ip.ruleId'), width: 100 },
    { key: 'ip', title: t('ip.ip'), render: (_v, row) => ipRuleText(row) },
    {
      key: 'type',
      dataIndex: 'type',
      title: t('ip.type'),
      width: 150,
      render: (value: string) =>
        value === 'DENY' ? (
          <Tag color="error">{t('ip.deny')}</Tag>
        ) : (
          <Tag color="success">{t('ip.allow')}</Tag>
        ),
    },
    {
      key: 'expireTime',
      dataIndex: 'expireTime',
      title: t('ip.expireTime'),
      width: 180,
      render: (value?: string) => value || t('ip.never'),
    },
    { key: 'remark', dataIndex: 'remark', title: t('ip.remark'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: t('ip.createTime'), width: 180 },
  ];
}
