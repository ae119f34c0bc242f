import { createContext, useContext } from 'react';

/**
 * Tells the editor that values were set programmatically (setFieldsValue does not fire
 * onValuesChange), so dirty tracking and the draft autosave see the change.
 */
export const FormChangeContext = createContext<() => void>(() => undefined);

export const useFormChanged = () => useContext(FormChangeContext);
