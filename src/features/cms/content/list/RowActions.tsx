import { DownOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip, type MenuProps } from 'antd';

import type { ContentRow } from '@/api/cms/content';

import type { ContentT } from '../i18n';
import { isLocked, isTopped, type ContentAction } from './rules';

/** Every row and toolbar command of the list. */
export type RowCommand =
  | ContentAction
  | 'preview'
  | 'logs'
  | 'related'
  | 'createIndex'
  | 'recommend'
  | 'cancelRecommend'
  | 'hot'
  | 'cancelHot';

export interface RowActionsProps {
  row: ContentRow;
  t: ContentT;
  reasonOf: (action: ContentAction, row: ContentRow) => string | undefined;
  onCommand: (command: RowCommand, row: ContentRow) => void;
}

/** Which rule guards a command (attribute toggles share 'attr'; reads have none). */
export function ruleOf(command: RowCommand): ContentAction | undefined {
  if (['recommend', 'cancelRecommend', 'hot', 'cancelHot'].includes(command)) return 'attr';
  if (['preview', 'logs', 'related', 'createIndex'].includes(command)) return undefined;
  return command as ContentAction;
}

/** The operation column: Preview, Publish, To Publish, and "More" with the rest; refused ones say why. */
export function RowActions({ row, t, reasonOf, onCommand }: RowActionsProps) {
  const reason = (command: RowCommand) => {
    const rule = ruleOf(command);
    return rule ? reasonOf(rule, row) : undefined;
  };
  const button = (command: 'publish' | 'toPublish') => {
    const why = reason(command);
    const node = (
      <Button type="link" size="small" disabled={!!why} onClick={() => onCommand(command, row)}>
        {t(`actions.${command}`)}
      </Button>
    );
    return why ? (
      <Tooltip key={command} title={why}>
        {node}
      </Tooltip>
    ) : (
      <span key={command}>{node}</span>
    );
  };
  const hot = (row.attributes ?? []).includes('hot');
  const recommended = (row.attributes ?? []).includes('recommend');
  const more: Exclude<RowCommand, 'attr' | 'preview'>[] = [
    'edit',
    'delete',
    'sort',
    isTopped(row) ? 'cancelTop' : 'top',
    'copy',
    'move',
    'offline',
    'archive',
    isLocked(row) ? 'unlock' : 'lock',
    recommended ? 'cancelRecommend' : 'recommend',
    hot ? 'cancelHot' : 'hot',
    'logs',
    'related',
    'createIndex',
    'pushBaidu',
  ];
  const items: MenuProps['items'] = more.map((command) => {
    const why = reason(command);
    const label = t(`actions.${command}`);
    return {
      key: command,
      disabled: !!why,
      danger: command === 'delete',
      label: why ? (
        <Tooltip title={why} placement="left">
          <span title={why}>{label}</span>
        </Tooltip>
      ) : (
        label
      ),
    };
  });
  return (
    <Space size={0}>
      <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onCommand('preview', row)}>
        {t('actions.preview')}
      </Button>
      {button('publish')}
      {button('toPublish')}
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => onCommand(key as RowCommand, row) }}>
        <Button type="link" size="small" icon={<MoreOutlined />} aria-label={t('actions.more')}>
          <DownOutlined />
        </Button>
      </Dropdown>
    </Space>
  );
}
