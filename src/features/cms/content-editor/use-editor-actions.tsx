import { Flex, Modal } from 'antd';
import { useState } from 'react';

import { contentApi, type ContentVO } from '@/api/cms/content';
import { seoApi } from '@/api/cms/seo';
import { feedback } from '@/lib/feedback';
import { usePublishFlag } from '@/stores/publish-flag';

import { editorI18n } from './i18n';

/**
 * The editor's commands on the stored content (not on the form): publish, to-publish, lock/unlock
 * and the Baidu push. Failures were shown by the HTTP layer; callers only swallow them.
 */
export function useEditorActions(vo: ContentVO) {
  const t = editorI18n.useT();
  const [lock, setLock] = useState({ isLock: vo.isLock, lockUser: vo.lockUser });
  const locked = lock.isLock === 'Y' && !!lock.lockUser;

  const publishNow = async () => {
    await contentApi.publish([vo.contentId]);
    usePublishFlag.getState().markPublishing();
    feedback.success(t('msg.publishSuccess'));
  };
  const toPublishNow = async () => {
    await contentApi.toPublish([vo.contentId]);
    feedback.success(t('msg.toPublishSuccess'));
  };
  const toggleLock = async () => {
    if (locked) {
      await contentApi.unlock(vo.contentId);
      setLock({ isLock: 'N', lockUser: '' });
      feedback.success(t('msg.unlockSuccess'));
    } else {
      const user = await contentApi.lock(vo.contentId);
      setLock({ isLock: 'Y', lockUser: user });
      feedback.success(t('msg.lockSuccess'));
    }
  };
  const baiduPush = async () => {
    const results = await seoApi.baiduPush([vo.contentId]);
    Modal.info({
      title: t('toolbar.baiduPush'),
      content: (
        <Flex vertical>
          {(results ?? []).map((r) => (
            <span key={r.publishPipeCode}>
              {t('msg.baiduPushResult', { pipe: r.publishPipeCode, success: r.success, remain: r.remain })}
            </span>
          ))}
        </Flex>
      ),
    });
  };
  return { locked, lockUser: lock.lockUser, publishNow, toPublishNow, toggleLock, baiduPush };
}
