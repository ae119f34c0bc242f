/** Template pickers of the CMS screens: `<TemplateSelect publishPipeCode="pc" />` in a Form.Item. */
export { TemplateSelect, type TemplateSelectProps } from './TemplateSelect';
export { TemplatePickerDialog, type TemplatePickerDialogProps } from './TemplatePickerDialog';
