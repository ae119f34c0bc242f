/**
 * rc-form's provider, on its own, for antd's form contexts (resolved here by
 * scripts/vite/bundle-shims.ts). The rest of rc-form loads with the first screen that has a form.
 */
export { FormProvider } from '@rc-component/form/es/FormContext';
