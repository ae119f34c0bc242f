import { CatalogPickerDialog } from '@/components/cms/catalog-tree';

import type { ContentT } from '../i18n';
import { CopyDialog } from './CopyDialog';
import { OpLogDialog } from './OpLogDialog';
import { RelaDialog } from './RelaDialog';
import { SortDialog } from './SortDialog';
import { TopDialog } from './TopDialog';
import type { ContentActions } from './use-content-actions';
import type { ContentDialog } from './use-content-commands';

export interface ContentDialogsProps {
  /** The open dialog and its rows, if any. */
  dialog: ContentDialog | undefined;
  catalogId: string | undefined;
  t: ContentT;
  actions: ContentActions;
  onClose: () => void;
  /** After a dialog's write succeeded (closes it and clears the selection). */
  onDone: () => void;
}

/** The content list's dialogs: top, copy, move, sort, operation log and related contents. */
export function ContentDialogs({ dialog, catalogId, t, actions, onClose, onDone }: ContentDialogsProps) {
  const rows = dialog?.rows ?? [];
  const single = dialog && ['sort', 'logs', 'related'].includes(dialog.kind) ? rows[0] : undefined;
  /** Runs a dialog's write; done on success, and a rejection keeps the dialog open. */
  const finish = (write: Promise<unknown>) => {
    write.then(onDone, () => undefined);
    return write;
  };
  return (
    <>
      <TopDialog
        open={dialog?.kind === 'top'}
        t={t}
        onCancel={onClose}
        onOk={(end) => finish(actions.setTop({ rows, end }))}
      />
      <CopyDialog
        open={dialog?.kind === 'copy'}
        t={t}
        onCancel={onClose}
        onOk={(catalogIds, copyType) => finish(actions.copy({ rows, catalogIds, copyType }))}
      />
      <CatalogPickerDialog
        open={dialog?.kind === 'move'}
        title={t('moveDialog.title')}
        disableLink
        disabledIds={catalogId ? [catalogId] : []}
        onCancel={onClose}
        onOk={async ([node]) => {
          if (node) await finish(actions.move({ rows, catalogId: node.id }));
        }}
      />
      <SortDialog
        row={dialog?.kind === 'sort' ? single : undefined}
        t={t}
        onCancel={onClose}
        onOk={async (targetId) => {
          if (single) await finish(actions.sort({ row: single, targetId }));
        }}
      />
      <OpLogDialog row={dialog?.kind === 'logs' ? single : undefined} t={t} onClose={onClose} />
      <RelaDialog
        row={dialog?.kind === 'related' ? single : undefined}
        t={t}
        editable={!!single && !actions.reasonOf('edit', single)}
        onClose={onClose}
      />
    </>
  );
}
