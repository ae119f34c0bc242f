import { Descriptions, Drawer, Skeleton } from 'antd';

import type { MemberVO } from '@/api/member/member';
import { DictTag } from '@/components/dict';

import { lastLoginText } from './columns';
import { memberI18n } from './i18n';
import { useMemberDetail } from './queries';

/**
 * One member as `GET /member/{memberId}` returns it. The 1.5.5 contract gives no level or experience
 * for a member (docs/endpoints.md), so none is shown.
 */
export function MemberDetailDrawer({ member, onClose }: { member?: MemberVO; onClose: () => void }) {
  const t = memberI18n.useT();
  const detail = useMemberDetail(member?.memberId);
  const data = detail.data;
  return (
    <Drawer open={member !== undefined} title={t('detailTitle')} size={520} onClose={onClose} destroyOnHidden>
      {!data ? (
        <Skeleton active />
      ) : (
        <Descriptions column={1} bordered size="small" data-testid="member-detail">
          <Descriptions.Item label={t('memberId')}>{data.memberId}</Descriptions.Item>
          <Descriptions.Item label={t('userName')}>{data.userName}</Descriptions.Item>
          <Descriptions.Item label={t('nickName')}>{data.nickName}</Descriptions.Item>
          <Descriptions.Item label={t('phoneNumber')}>{data.phoneNumber}</Descriptions.Item>
          <Descriptions.Item label={t('email')}>{data.email}</Descriptions.Item>
          <Descriptions.Item label={t('birthday')}>{data.birthday?.slice(0, 10)}</Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <DictTag type="MemberStatus" value={data.status} />
          </Descriptions.Item>
          <Descriptions.Item label={t('sourceType')}>
            {[data.sourceType, data.sourceId].filter(Boolean).join(' / ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('createTime')}>{data.createTime}</Descriptions.Item>
          <Descriptions.Item label={t('lastLogin')}>{lastLoginText(data)}</Descriptions.Item>
          {data.remark && <Descriptions.Item label={t('remark')}>{data.remark}</Descriptions.Item>}
        </Descriptions>
      )}
    </Drawer>
  );
}
