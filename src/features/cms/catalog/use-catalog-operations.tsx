import { useQueryClient } from '@tanstack/react-query';
import { Button, Input, Modal } from 'antd';
import { useRef, useState, type ReactNode } from 'react';

import { catalogApi, catalogKeys, type PublishCatalogBody } from '@/api/cms/catalog';
import { AsyncTaskDialog, useAsyncTaskDialog, type AsyncTaskVO } from '@/components/async-task';
import { CatalogPickerDialog, catalogTreeKeys, type CatalogTreeNode } from '@/components/cms/catalog-tree';
import { feedback } from '@/lib/feedback';
import { useOpenedOnce } from '@/lib/use-opened-once';

import { catalogI18n } from './i18n';
import { publishDialog } from './lazy-parts';

type Picker = { kind: 'move'; catalogId: string } | { kind: 'merge'; catalogId: string } | undefined;

export interface CatalogOperations {
  publish: (catalogId: string) => void;
  move: (catalogId: string) => void;
  merge: (catalogId: string) => void;
  remove: (catalogId: string, parentId: string) => Promise<void>;
  clear: (catalogId: string) => Promise<void>;
  sort: (catalogId: string, sort: number) => Promise<void>;
  setVisible: (catalogId: string, visible: 'Y' | 'N') => Promise<void>;
  showTreeText: (catalogId: string | undefined) => Promise<void>;
  /** The dialogs these operations open; render once. */
  dialogs: ReactNode;
}

/**
 * Every catalog operation of the page (toolbar and tree menu): the synchronous ones toast and refresh,
 * the task ones follow their task in one progress dialog and refresh the tree when it ends.
 * `onRemoved(parentId)` runs after a successful delete (the parent becomes the selection).
 */
export function useCatalogOperations(onRemoved: (parentId: string | undefined) => void): CatalogOperations {
  const t = catalogI18n.useT();
  const queryClient = useQueryClient();
  const [publishing, setPublishing] = useState<string | undefined>();
  const [picker, setPicker] = useState<Picker>();
  const [taskTitle, setTaskTitle] = useState<string>();
  const [treeText, setTreeText] = useState<string | undefined>();
  const afterTask = useRef<((task: AsyncTaskVO) => void) | undefined>(undefined);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogTreeKeys.all }),
      queryClient.invalidateQueries({ queryKey: catalogKeys.all }),
    ]);

  const progress = useAsyncTaskDialog({
    title: taskTitle,
    onDone: (task) => {
      void refresh();
      afterTask.current?.(task);
      afterTask.current = undefined;
    },
  });

  function follow(title: string, taskId: string, then?: (task: AsyncTaskVO) => void) {
    setTaskTitle(title);
    afterTask.current = then;
    progress.follow(taskId);
  }

  async function publish(body: PublishCatalogBody) {
    const taskId = await catalogApi.publish(body);
    setPublishing(undefined);
    follow(t('tasks.publish'), taskId);
  }

  async function pick(nodes: CatalogTreeNode[]) {
    if (!picker) return;
    if (picker.kind === 'move') {
      const target = nodes[0];
      if (!target) return;
      const taskId = await catalogApi.move(picker.catalogId, target.id);
      setPicker(undefined);
      follow(t('tasks.move'), taskId);
    } else {
      const taskId = await catalogApi.merge(
        picker.catalogId,
        nodes.map((n) => n.id),
      );
      setPicker(undefined);
      follow(t('tasks.merge'), taskId);
    }
  }

  const operations: Omit<CatalogOperations, 'dialogs'> = {
    publish: (catalogId) => setPublishing(catalogId),
    move: (catalogId) => setPicker({ kind: 'move', catalogId }),
    merge: (catalogId) => setPicker({ kind: 'merge', catalogId }),
    remove: async (catalogId, parentId) => {
      const ok = await feedback.confirm({
        title: t('actions.delete'),
        content: t('deleteConfirm'),
        danger: true,
      });
      if (!ok) return;
      const taskId = await catalogApi.remove(catalogId);
      follow(t('tasks.delete'), taskId, (task) => {
        if (task.status === 'SUCCESS') onRemoved(parentId === '0' ? undefined : parentId);
      });
    },
    clear: async (catalogId) => {
      const ok = await feedback.confirm({
        title: t('actions.clear'),
        content: t('clearConfirm'),
        danger: true,
      });
      if (!ok) return;
      follow(t('tasks.clear'), await catalogApi.clear(catalogId));
    },
    sort: async (catalogId, sort) => {
      await catalogApi.sort(catalogId, sort);
      feedback.success(t('success'));
      await refresh();
    },
    setVisible: async (catalogId, visible) => {
      const reply = await catalogApi.visible(catalogId, visible);
      feedback.success(reply.msg && reply.msg !== 'SUCCESS' ? reply.msg : t('success'));
      await refresh();
    },
    showTreeText: async (catalogId) => {
      setTreeText(await catalogApi.treeText(catalogId ?? '0'));
    },
  };

  const publishOpened = useOpenedOnce(publishing !== undefined);
  const dialogs = (
    <>
      {publishOpened && (
        <publishDialog.Component
          catalogId={publishing}
          onOk={publish}
          onCancel={() => setPublishing(undefined)}
        />
      )}
      <CatalogPickerDialog
        open={picker !== undefined}
        title={picker?.kind === 'merge' ? t('mergeTitle') : t('moveTitle')}
        multiple={picker?.kind === 'merge'}
        showRoot={picker?.kind === 'move'}
        disableLink={picker?.kind === 'merge'}
        disabledIds={picker ? [picker.catalogId] : []}
        onOk={(nodes) => pick(nodes).catch(() => undefined)}
        onCancel={() => setPicker(undefined)}
      />
      <AsyncTaskDialog {...progress.props} />
      <Modal
        open={treeText !== undefined}
        title={t('treeTextTitle')}
        onCancel={() => setTreeText(undefined)}
        footer={[
          <Button
            key="copy"
            type="primary"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(treeText ?? '')
                .then(() => feedback.success(t('copied')))
                .catch(() => undefined)
            }
          >
            {t('copy')}
          </Button>,
          <Button key="close" onClick={() => setTreeText(undefined)}>
            {t('close')}
          </Button>,
        ]}
        destroyOnHidden
      >
        <Input.TextArea readOnly rows={14} value={treeText} aria-label={t('treeTextTitle')} />
      </Modal>
    </>
  );

  return { ...operations, dialogs };
}
