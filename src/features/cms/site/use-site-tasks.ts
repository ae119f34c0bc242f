import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { seoApi } from '@/api/cms/seo';
import { siteApi, siteKeys } from '@/api/cms/site';
import { useAsyncTaskDialog } from '@/components/async-task';
import { feedback } from '@/lib/feedback';
import { markPublishing } from '@/stores/publish-flag';

import { siteI18n } from './i18n';
import { refreshCurrentSite } from './site-events';

/**
 * The long site operations shared by the list and the editor: publish (home page at once, contents
 * as a task that also starts the header's publish counter), delete, theme export then download,
 * theme import. Each task gets its own progress dialog title.
 */
export function useSiteTasks() {
  const t = siteI18n.useT();
  const queryClient = useQueryClient();
  const [deleting, setDeleting] = useState<string>();
  const [exporting, setExporting] = useState<string>();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: siteKeys.all }),
    [queryClient],
  );

  const publishProgress = useAsyncTaskDialog({ title: t('publishTask') });
  const deleteProgress = useAsyncTaskDialog({
    title: t('deleteTask'),
    onDone: () => {
      refresh();
      refreshCurrentSite(queryClient, deleting);
    },
  });
  const exportProgress = useAsyncTaskDialog({
    title: t('exportTheme'),
    onDone: (task) => {
      if (task.status === 'SUCCESS' && exporting) void siteApi.downloadTheme(exporting);
    },
  });
  const importProgress = useAsyncTaskDialog({ title: t('importTheme'), onDone: refresh });
  const sitemapProgress = useAsyncTaskDialog({ title: t('sitemapTask') });

  return {
    publishHome: async (siteId: string) => {
      await siteApi.publish({ siteId, publishIndex: true });
      feedback.success(t('publishSuccess'));
    },
    publishContents: async (siteId: string, contentStatus: string) => {
      const taskId = await siteApi.publish({ siteId, publishIndex: false, contentStatus });
      if (!taskId) return;
      markPublishing();
      publishProgress.follow(taskId);
    },
    remove: async (siteId: string) => {
      setDeleting(siteId);
      deleteProgress.follow(await siteApi.remove(siteId));
    },
    exportTheme: async (siteId: string) => {
      setExporting(siteId);
      exportProgress.follow(await siteApi.exportTheme(siteId));
    },
    sitemap: async (siteId: string) => sitemapProgress.follow(await seoApi.generateSitemap(siteId)),
    followImport: importProgress.follow,
    dialogs: [publishProgress, deleteProgress, exportProgress, importProgress, sitemapProgress],
  };
}
