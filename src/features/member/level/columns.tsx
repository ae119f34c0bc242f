import { Tag } from 'antd';

import type { MemberLevelConfig } from '@/api/member/level-config';
import type { ListColumn } from '@/components/list';

import type { LevelT as T } from './i18n';
import type { LevelIssue } from './level-checks';

export function levelColumns(t: T, issues: Map<string, LevelIssue>): ListColumn<MemberLevelConfig>[] {
  const issueText = (issue: LevelIssue) =>
    issue.kind === 'gap'
      ? t('gap', { level: issue.missing })
      : t('notIncreasing', { level: issue.previousLevel, exp: issue.previousExp });
  return [
    { key: 'levelTypeName', dataIndex: 'levelTypeName', title: t('levelType') },
    {
      key: 'level',
      dataIndex: 'level',
      title: t('level'),
      width: 90,
      render: (level: number) => t('levelText', { level }),
    },
    { key: 'name', dataIndex: 'name', title: t('name') },
    { key: 'nextNeedExp', dataIndex: 'nextNeedExp', title: t('nextNeedExp'), width: 160 },
    {
      key: 'check',
      title: t('check'),
      render: (_: unknown, row: MemberLevelConfig) => {
        const issue = issues.get(row.configId);
        return issue && <Tag color="warning">{issueText(issue)}</Tag>;
      },
    },
    { key: 'remark', dataIndex: 'remark', title: t('remark') },
  ];
}
