import { CloudUploadOutlined } from '@ant-design/icons';
import { Dropdown, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { publishApi } from '@/api/cms/publish';
import { feedback } from '@/lib/feedback';
import { usePublishFlag } from '@/stores/publish-flag';

import { startPublishPoller, type PublishPoller } from './publish-poller';

/** "Publish Task [ n ]" while static-publish jobs are queued, with "Clear All Tasks". */
export function PublishTask() {
  const { t } = useTranslation('shell');
  const [count, setCount] = useState(0);
  const poller = useRef<PublishPoller | undefined>(undefined);

  useEffect(() => {
    const flag = usePublishFlag.getState();
    poller.current = startPublishPoller({
      readFlag: flag.sync,
      clearFlag: flag.clearPublishing,
      fetchCount: async () => Number(await publishApi.taskCount()) || 0,
      onCount: setCount,
    });
    return () => poller.current?.stop();
  }, []);

  const clear = async () => {
    try {
      await publishApi.clear();
    } catch {
      return; // the HTTP client has shown why
    }
    feedback.success(t('publish.cleared'));
    await poller.current?.refresh();
  };

  if (count <= 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [{ key: 'clear', label: t('publish.clear') }],
        onClick: () => void clear(),
      }}
    >
      <Tag
        color="blue"
        icon={<CloudUploadOutlined />}
        role="button"
        tabIndex={0}
        className="publish-task"
        data-testid="publish-task"
      >
        {t('publish.tasks', { count })}
      </Tag>
    </Dropdown>
  );
}
