import {
  ClockCircleOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownOutlined,
  DragOutlined,
  SendOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Select } from 'antd';
import type { ReactNode } from 'react';

import type { ContentT } from '../i18n';
import type { RowCommand } from './RowActions';

/** The sort choices (sent as `sorts`, CmsContent property names). */
const SORT_OPTIONS = [
  ['', 'default'],
  ['createTime#asc', 'createTimeAsc'],
  ['createTime#desc', 'createTimeDesc'],
  ['publishDate#asc', 'publishDateAsc'],
  ['publishDate#desc', 'publishDateDesc'],
  ['viewCount#desc', 'views'],
  ['favoriteCount#desc', 'favorites'],
  ['likeCount#desc', 'likes'],
  ['commentCount#desc', 'comments'],
] as const;

const BATCH_BUTTONS: {
  command: 'publish' | 'toPublish' | 'offline' | 'copy' | 'move';
  icon: ReactNode;
}[] = [
  { command: 'publish', icon: <SendOutlined /> },
  { command: 'toPublish', icon: <ClockCircleOutlined /> },
  { command: 'offline', icon: <StopOutlined /> },
  { command: 'copy', icon: <CopyOutlined /> },
  { command: 'move', icon: <DragOutlined /> },
];

export interface ContentToolbarProps {
  t: ContentT;
  /** Runs a command on the selected rows (the command checks the selection). */
  onBatch: (command: RowCommand) => void;
  sorts: string | undefined;
  onSort: (sorts: string | undefined) => void;
}

/** The batch commands of the content list, the recommend/hot menus and the sort choice. */
export function ContentToolbar({ t, onBatch, sorts, onSort }: ContentToolbarProps) {
  return (
    <>
      {BATCH_BUTTONS.map(({ command, icon }) => (
        <Button key={command} icon={icon} onClick={() => onBatch(command)}>
          {t(`actions.${command}`)}
        </Button>
      ))}
      {(['recommend', 'hot'] as const).map((attr) => {
        const cancel = attr === 'hot' ? 'cancelHot' : 'cancelRecommend';
        return (
          <Dropdown
            key={attr}
            trigger={['click']}
            menu={{
              items: [
                { key: attr, label: t(`actions.${attr}`) },
                { key: cancel, label: t(`actions.${cancel}`) },
              ],
              onClick: ({ key }) => onBatch(key as RowCommand),
            }}
          >
            <Button>
              {t(`actions.${attr}`)} <DownOutlined />
            </Button>
          </Dropdown>
        );
      })}
      <Button danger icon={<DeleteOutlined />} onClick={() => onBatch('delete')}>
        {t('actions.delete')}
      </Button>
      <Select
        aria-label={t('search.sort')}
        style={{ width: 150 }}
        value={sorts ?? ''}
        onChange={(value: string) => onSort(value || undefined)}
        options={SORT_OPTIONS.map(([value, key]) => ({ value, label: t(`sorts.${key}`) }))}
      />
    </>
  );
}
