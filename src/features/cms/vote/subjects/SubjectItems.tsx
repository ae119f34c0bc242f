import { Flex, Progress, Typography } from 'antd';

import type { VoteSubject } from '@/api/vote/subject';

import { voteI18n } from '../i18n';
import { itemLetter, share } from './item-rows';

/** A subject's items with their totals as bars (the expanded row); an input subject has none. */
export function SubjectItems({
  subject,
  typeName,
}: {
  subject: VoteSubject;
  typeName: (id: string) => string;
}) {
  const t = voteI18n.useT();
  if (subject.type === 'input')
    return <Typography.Text type="secondary">{t('noItemsForInput')}</Typography.Text>;
  return (
    <Flex vertical gap={6} style={{ paddingInlineStart: 48 }}>
      {(subject.itemList ?? []).map((item, index) => (
        <Flex key={item.itemId} align="center" gap={12} data-testid="vote-item">
          <Typography.Text strong style={{ width: 28 }}>
            {itemLetter(index)}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ width: 48 }}>
            {typeName(item.type)}
          </Typography.Text>
          <Typography.Text style={{ flex: 1 }}>{item.content}</Typography.Text>
          <Typography.Text style={{ width: 100 }}>{t('poll', { total: item.total })}</Typography.Text>
          <Progress
            percent={share(item.total, item.voteTotal)}
            size="small"
            style={{ width: 200, margin: 0 }}
            aria-label={`${item.content} ${t('poll', { total: item.total })}`}
          />
        </Flex>
      ))}
    </Flex>
  );
}
