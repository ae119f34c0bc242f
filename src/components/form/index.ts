export { FormDialog, type FormDialogProps } from './FormDialog';
export {
  useFormDialog,
  type FormDialogController,
  type FormDialogOptions,
  type FormMode,
} from './use-form-dialog';
export { kitRules } from './rules';
export { useFormFill } from './use-form-fill';
