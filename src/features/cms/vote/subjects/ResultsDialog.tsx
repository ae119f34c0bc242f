import { Empty, Modal, Typography } from 'antd';
import { Fragment, useMemo } from 'react';

import type { VoteSubject } from '@/api/vote/subject';
import { EChart } from '@/components/chart';

import { voteI18n } from '../i18n';
import { resultOption } from './result-option';

/** The vote's results: one lazy echarts bar chart per choice subject (input subjects have no counts). */
export function ResultsDialog({
  open,
  subjects,
  onClose,
}: {
  open: boolean;
  subjects: VoteSubject[];
  onClose: () => void;
}) {
  const t = voteI18n.useT();
  const choices = useMemo(() => subjects.filter((s) => s.type !== 'input'), [subjects]);
  const options = useMemo(() => choices.map(resultOption), [choices]);
  return (
    <Modal open={open} title={t('results')} width={760} footer={null} onCancel={onClose} destroyOnHidden>
      {choices.length === 0 && <Empty description={t('noResults')} />}
      {choices.map((subject, i) => (
        <Fragment key={subject.subjectId}>
          <Typography.Title level={5}>{subject.title}</Typography.Title>
          <EChart
            option={options[i] ?? {}}
            height={40 + 36 * (subject.itemList?.length ?? 0)}
            label={t('resultsOf', {
              title: subject.title,
              items: (subject.itemList ?? []).map((item) => `${item.content} ${item.total}`).join(', '),
            })}
          />
        </Fragment>
      ))}
    </Modal>
  );
}
