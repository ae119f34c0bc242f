import { useQuery } from '@tanstack/react-query';
import { Flex, Modal } from 'antd';
import { useState } from 'react';
import { useHref, useNavigate } from 'react-router-dom';

import type { ContentRow } from '@/api/cms/content';
import { preferenceApi, userKeys } from '@/api/system/user';
import { feedback } from '@/lib/feedback';

import type { ContentT } from '../i18n';
import { ruleOf, type RowCommand } from './RowActions';
import type { ContentActions } from './use-content-actions';

/** A dialog of the list and the rows it works on. */
export type ContentDialog =
  | { kind: 'top' | 'copy' | 'move'; rows: ContentRow[] }
  | { kind: 'sort' | 'logs' | 'related'; rows: [ContentRow] };

export interface ContentCommandsOptions {
  t: ContentT;
  actions: ContentActions;
  /** After a write succeeded: the selection is cleared. */
  onDone: () => void;
  /** The list may have changed (an editor window was closed). */
  onStale: () => void;
}

const EDITOR_IN_WINDOW = 'OpenContentEditorW';

/** The user's preference for opening the editor in a window of its own ('Y'). */
function useEditorInWindow() {
  return useQuery({
    queryKey: userKeys.extra('preference', EDITOR_IN_WINDOW),
    queryFn: () => preferenceApi.one(EDITOR_IN_WINDOW),
    staleTime: 60_000,
  }).data;
}

/**
 * What each row or toolbar command of the content list does: the guard (selection, permission, lock,
 * status), the confirm, the write, or the dialog it opens; and opening the editor in place or in its
 * own window.
 */
export function useContentCommands({ t, actions, onDone, onStale }: ContentCommandsOptions) {
  const navigate = useNavigate();
  const editorWindowHref = useHref('/cms/content/editorW');
  const previewHref = useHref('/cms/preview');
  const inWindow = useEditorInWindow();
  const [dialog, setDialog] = useState<ContentDialog>();
  const closeDialog = () => setDialog(undefined);
  const done = () => {
    onDone();
    closeDialog();
  };
  const attempt = (promise: Promise<unknown>) => {
    promise.then(done, () => undefined);
  };

  const openEditor = (query: Record<string, string>) => {
    const search = new URLSearchParams(query).toString();
    if (inWindow === 'Y') {
      const opened = window.open(`${editorWindowHref}?${search}`, '_blank');
      opened?.addEventListener('beforeunload', onStale);
    } else navigate(`/cms/content/editor?${search}`);
  };

  const pushBaidu = async (row: ContentRow) => {
    const results = await actions.pushBaidu(row).catch(() => undefined);
    if (!results) return;
    Modal.info({
      title: t('actions.pushBaidu'),
      content: (
        <Flex vertical>
          {results.map((r) => (
            <span key={r.publishPipeCode}>
              {t('baiduPushResult', { pipe: r.publishPipeCode, success: r.success, remain: r.remain })}
            </span>
          ))}
        </Flex>
      ),
    });
  };

  const remove = async (rows: ContentRow[]) => {
    const ok = await feedback.confirm({
      title: t('actions.delete'),
      content: t('confirm.delete', { count: rows.length }),
      danger: true,
    });
    if (ok) attempt(actions.remove(rows));
  };

  /** Runs a command on rows after its guard. */
  const run = async (command: RowCommand, targets: ContentRow[]) => {
    const rule = ruleOf(command);
    if (rule && !actions.guard(rule, targets)) return;
    const [first] = targets;
    if (!first) return;
    switch (command) {
      case 'preview':
        window.open(`${previewHref}?type=content&dataId=${first.contentId}`, '_blank');
        return;
      case 'edit':
        return openEditor({ type: first.contentType, catalogId: first.catalogId, id: first.contentId });
      case 'delete':
        return remove(targets);
      case 'publish':
      case 'toPublish':
      case 'offline':
      case 'archive':
      case 'cancelTop':
        return attempt(actions[command](targets));
      case 'recommend':
      case 'cancelRecommend':
        return attempt(actions.attr({ rows: targets, attr: 'recommend', on: command === 'recommend' }));
      case 'hot':
      case 'cancelHot':
        return attempt(actions.attr({ rows: targets, attr: 'hot', on: command === 'hot' }));
      case 'lock':
      case 'unlock':
      case 'createIndex':
        return attempt(actions[command](first));
      case 'pushBaidu':
        return pushBaidu(first);
      case 'attr':
        return;
      case 'top':
      case 'copy':
      case 'move':
        return setDialog({ kind: command, rows: targets });
      case 'sort':
      case 'logs':
      case 'related':
        return setDialog({ kind: command, rows: [first] });
    }
  };

  return { run, openEditor, dialog, closeDialog, done };
}
