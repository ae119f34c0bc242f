import { Form, Input, InputNumber, Radio } from 'antd';

import type { Vote, VoteBody } from '@/api/vote/vote';
import { DateRangePicker } from '@/components/date';
import { DictRadio } from '@/components/dict';
import { FormDialog, kitRules, type FormDialogController } from '@/components/form';
import { rules } from '@/lib/validators';

import { voteI18n } from './i18n';
import { useVoteUserTypes } from './queries';

/** The dialog's values: the vote with its time range as one `yyyy-MM-dd HH:mm:ss` pair. */
export type VoteForm = Partial<VoteBody> & { timeRange?: [string, string] };

/** The form values of a loaded vote. */
export const toVoteForm = (vote: Vote): VoteForm => ({ ...vote, timeRange: [vote.startTime, vote.endTime] });

/** The body of a submitted form: the range split into startTime / endTime. */
export function toVoteBody({ timeRange, ...values }: VoteForm): VoteBody {
  const [startTime = '', endTime = ''] = timeRange ?? [];
  return { ...(values as VoteBody), startTime, endTime };
}

/**
 * Add/edit a vote: title, code (letters, digits, underscore), time range, user type, daily and total
 * limits (≥ 1), result view type, status, remark; every field but the remark is required.
 */
export function VoteFormDialog({ controller }: { controller: FormDialogController<VoteForm, Vote> }) {
  const t = voteI18n.useT();
  const userTypes = useVoteUserTypes();
  return (
    <FormDialog
      controller={controller}
      width={640}
      title={(mode) => t(mode === 'add' ? 'addVote' : 'editVote')}
    >
      <Form.Item name="title" label={t('title')} rules={[rules.required(), kitRules.maxLength(100)]}>
        <Input />
      </Form.Item>
      <Form.Item name="code" label={t('code')} rules={[rules.required(), rules.code()]}>
        <Input />
      </Form.Item>
      <Form.Item name="timeRange" label={t('timeRange')} rules={[rules.required()]}>
        <DateRangePicker showTime />
      </Form.Item>
      <Form.Item name="userType" label={t('userType')} rules={[rules.required()]}>
        <Radio.Group options={userTypes.data ?? []} />
      </Form.Item>
      <Form.Item name="dayLimit" label={t('dayLimit')} rules={[rules.required(), kitRules.min(1)]}>
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item name="totalLimit" label={t('totalLimit')} rules={[rules.required(), kitRules.min(1)]}>
        <InputNumber precision={0} />
      </Form.Item>
      <Form.Item name="viewType" label={t('viewType')} rules={[rules.required()]}>
        <DictRadio type="VoteViewType" />
      </Form.Item>
      <Form.Item name="status" label={t('status')} rules={[rules.required()]}>
        <DictRadio type="VoteStatus" />
      </Form.Item>
      <Form.Item name="remark" label={t('remark')}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDialog>
  );
}
