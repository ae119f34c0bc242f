import { useMemo } from 'react';

import type { CustomFormRow } from '@/api/cms/customform';
import type { MetaModelField } from '@/api/cms/xmodel';
import { fromModelField, GeneratedFields } from '@/components/cms/exmodel-editor';
import { FormDialog, type FormDialogController } from '@/components/form';

import { customFormI18n } from '../i18n';

/** Add/edit one submission through the form's generated form (the editors' controls and rules). */
export function DataFormDialog({
  controller,
  fields,
}: {
  controller: FormDialogController<CustomFormRow, CustomFormRow>;
  fields: readonly MetaModelField[];
}) {
  const t = customFormI18n.useT();
  const generated = useMemo(() => fields.map((f) => fromModelField(f)), [fields]);
  return (
    <FormDialog
      controller={controller}
      width={800}
      labelWidth={120}
      title={(mode) => t(mode === 'add' ? 'data.addTitle' : 'data.editTitle')}
    >
      <GeneratedFields fields={generated} />
    </FormDialog>
  );
}
