import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { contentApi, contentKeys, recycleKeys } from '@/api/cms/content';
import type { ContentRow } from '@/api/cms/content';
import { seoApi } from '@/api/cms/seo';
import { useAuth } from '@/components/auth';
import { useListMutation } from '@/components/list';
import { feedback } from '@/lib/feedback';
import { markPublishing } from '@/stores/publish-flag';
import { useSession } from '@/stores/session';

import { contentExtrasApi } from '../api';
import type { ContentT } from '../i18n';
import { batchRefusal, refusal, type Actor, type ContentAction } from './rules';

const LISTS = [contentKeys.all, recycleKeys.all];
const idsOf = (rows: readonly ContentRow[]) => rows.map((r) => r.contentId);

/** One write of the list: refreshes the content and recycle lists and toasts `text`. */
function useContentMutation<V>(mutationFn: (v: V) => Promise<unknown>, text: string) {
  return useListMutation({ mutationFn, invalidate: LISTS, success: { text } });
}

/**
 * The content list's writes and their guards: a batch runs only with a selection ("select at least one
 * record first") and only when every selected row allows the action (else the first refusal is shown).
 */
export function useContentActions(t: ContentT) {
  const { t: kit } = useTranslation('kit');
  const { hasPermi } = useAuth();
  const userName = useSession((s) => s.user?.userName ?? '');
  const actor: Actor = useMemo(() => ({ userName, hasPermi }), [userName, hasPermi]);

  const reasonOf = useCallback(
    (action: ContentAction, row: ContentRow) => {
      const found = refusal(action, row, actor);
      return found ? t(`reasons.${found.reason}`, found.values) : undefined;
    },
    [actor, t],
  );

  /** True when the batch may run; otherwise says why. */
  const guard = useCallback(
    (action: ContentAction, rows: readonly ContentRow[]) => {
      if (rows.length === 0) {
        feedback.warning(kit('selectFirst'));
        return false;
      }
      const found = batchRefusal(action, rows, actor);
      if (found) {
        feedback.warning(`${found.row.title}: ${t(`reasons.${found.reason}`, found.values)}`);
        return false;
      }
      return true;
    },
    [actor, kit, t],
  );

  const publish = useContentMutation(
    (rows: ContentRow[]) => contentApi.publish(idsOf(rows)),
    t('toast.publishQueued'),
  );
  const toPublish = useContentMutation(
    (rows: ContentRow[]) => contentApi.toPublish(idsOf(rows)),
    t('toast.toPublishSuccess'),
  );
  const offline = useContentMutation(
    (rows: ContentRow[]) => contentApi.offline(idsOf(rows)),
    t('toast.offlineSuccess'),
  );
  const archive = useContentMutation(
    (rows: ContentRow[]) => contentApi.archive(idsOf(rows)),
    t('toast.archiveSuccess'),
  );
  const remove = useContentMutation(
    (rows: ContentRow[]) => contentApi.remove(idsOf(rows)),
    kit('deleteSuccess'),
  );
  const setTop = useContentMutation(
    (v: { rows: ContentRow[]; end?: string }) => contentApi.setTop(idsOf(v.rows), v.end),
    kit('success'),
  );
  const cancelTop = useContentMutation(
    (rows: ContentRow[]) => contentApi.cancelTop(idsOf(rows)),
    kit('success'),
  );
  const attr = useContentMutation(
    (v: { rows: ContentRow[]; attr: string; on: boolean }) =>
      v.on ? contentApi.addAttr(idsOf(v.rows), v.attr) : contentApi.removeAttr(idsOf(v.rows), v.attr),
    kit('success'),
  );
  const lock = useContentMutation(
    (row: ContentRow) => contentApi.lock(row.contentId),
    t('toast.lockSuccess'),
  );
  const unlock = useContentMutation(
    (row: ContentRow) => contentApi.unlock(row.contentId),
    t('toast.unlockSuccess'),
  );
  const copy = useContentMutation(
    (v: { rows: ContentRow[]; catalogIds: string[]; copyType: 1 | 2 }) =>
      contentApi.copy(idsOf(v.rows), v.catalogIds, v.copyType),
    t('toast.copySuccess'),
  );
  const move = useContentMutation(
    (v: { rows: ContentRow[]; catalogId: string }) => contentApi.move(idsOf(v.rows), v.catalogId),
    t('toast.moveSuccess'),
  );
  const sort = useContentMutation(
    (v: { row: ContentRow; targetId: string }) => contentApi.sort(v.row.contentId, v.targetId),
    t('toast.sortSuccess'),
  );
  const createIndex = useContentMutation(
    (row: ContentRow) => contentExtrasApi.createIndex(row.contentId),
    kit('success'),
  );

  return {
    actor,
    reasonOf,
    guard,
    publish: async (rows: ContentRow[]) => {
      await publish.mutateAsync(rows);
      // 1.5.5 publishes through the static-publish queue: the header counter follows it.
      markPublishing();
    },
    toPublish: toPublish.mutateAsync,
    offline: offline.mutateAsync,
    archive: archive.mutateAsync,
    remove: remove.mutateAsync,
    setTop: setTop.mutateAsync,
    cancelTop: cancelTop.mutateAsync,
    attr: attr.mutateAsync,
    lock: lock.mutateAsync,
    unlock: unlock.mutateAsync,
    copy: copy.mutateAsync,
    move: move.mutateAsync,
    sort: sort.mutateAsync,
    createIndex: createIndex.mutateAsync,
    /** Reads only: nothing to refresh, the caller shows the per-pipe results. */
    pushBaidu: (row: ContentRow) => seoApi.baiduPush([row.contentId]),
  };
}

export type ContentActions = ReturnType<typeof useContentActions>;
