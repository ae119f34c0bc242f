import { EyeOutlined } from '@ant-design/icons';

import type { ContentRow } from '@/api/cms/content';
import { RowActionButtons, type RowActionItem } from '@/components/list';

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

/** The commands after Preview, Publish and To Publish, in the old console's order. */
function moreCommands(row: ContentRow): Exclude<RowCommand, 'attr' | 'preview'>[] {
  const hot = (row.attributes ?? []).includes('hot');
  const recommended = (row.attributes ?? []).includes('recommend');
  return [
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
}

/** Buttons shown before "More": Preview, Publish, To Publish in a wide window, Preview alone when narrow. */
export const WIDE_INLINE = 3;
export const NARROW_INLINE = 1;

/**
 * The operation column: Preview, Publish, To Publish, and "More" with the rest (only Preview and
 * "More" in a narrow window, so the title keeps its width); refused ones say why.
 */
export function RowActions({ row, t, reasonOf, onCommand, inline }: RowActionsProps & { inline: number }) {
  const reason = (command: RowCommand) => {
    const rule = ruleOf(command);
    return rule ? reasonOf(rule, row) : undefined;
  };
  const commands: Exclude<RowCommand, 'attr'>[] = ['preview', 'publish', 'toPublish', ...moreCommands(row)];
  const items: RowActionItem[] = commands.map((command) => ({
    key: command,
    label: t(`actions.${command}`),
    icon: command === 'preview' ? <EyeOutlined /> : undefined,
    danger: command === 'delete',
    disabledReason: reason(command),
    onClick: () => onCommand(command, row),
  }));
  return <RowActionButtons items={items} inline={inline} />;
}
