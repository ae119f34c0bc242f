import { Button, Drawer, Form, Modal, Space, Spin, type FormInstance, type FormProps } from 'antd';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';

import { feedback } from '@/lib/feedback';

import type { FormDialogController, FormMode } from './use-form-dialog';

export interface FormDialogProps<V extends object, R> {
  controller: FormDialogController<V, R>;
  /** The title for the mode, e.g. `(mode) => t(mode === 'add' ? 'addTitle' : 'editTitle')`. */
  title: (mode: FormMode) => ReactNode;
  /** The `Form.Item`s; a function gets the mode (to disable keys on edit, …). */
  children: ReactNode | ((mode: FormMode) => ReactNode);
  /** 'drawer' for long forms. Default 'modal'. */
  variant?: 'modal' | 'drawer';
  width?: number;
  /** Label width of the horizontal form; default 100 px. */
  labelWidth?: number;
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues' | 'onFinish'>;
  /**
   * For a record whose add form opens complete (every field has a default, none names the record):
   * the message shown when OK is pressed on an untouched add form, so a stray OK creates nothing.
   */
  addNeedsChange?: () => string;
}

/**
 * An add/edit form in a modal or drawer: antd validation on OK, the save through the controller, a
 * success toast, and an "unsaved changes" confirm when a touched form is closed. A failed save keeps
 * the dialog and the input (the HTTP client already showed the server's message).
 */
export function FormDialog<V extends object, R>(props: FormDialogProps<V, R>) {
  const { controller: c, variant = 'modal', width = 600, labelWidth = 100 } = props;
  const { t } = useTranslation('kit');
  // The form of the current opening (see SessionForm); null while the record loads.
  const formRef = useRef<FormInstance<V> | null>(null);
  const [saving, setSaving] = useState(false);
  const ready = c.initialValues !== undefined;

  const save = async () => {
    const form = formRef.current;
    if (!form) return;
    if (c.mode === 'add' && props.addNeedsChange && !form.isFieldsTouched()) {
      feedback.warning(props.addNeedsChange());
      return;
    }
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return; // antd shows the messages under the fields
    }
    setSaving(true);
    try {
      await c.submit(values);
      if (c.success) feedback.success(t(c.mode === 'add' ? 'addSuccess' : 'editSuccess'));
      c.close();
    } catch {
      // Keep the dialog and the input; the error was reported by the HTTP layer.
    } finally {
      setSaving(false);
    }
  };

  const requestClose = async () => {
    if (saving) return;
    if (formRef.current?.isFieldsTouched()) {
      const discard = await feedback.confirm({
        title: t('form.unsavedTitle'),
        content: t('form.unsavedContent'),
        okText: t('form.discard'),
        cancelText: t('form.keepEditing'),
        danger: true,
      });
      if (!discard) return;
    }
    c.close();
  };

  const body = ready ? (
    <SessionForm<V>
      key={c.session}
      formRef={formRef}
      labelWidth={labelWidth}
      formProps={props.formProps}
      initialValues={c.initialValues}
      onSubmit={() => void save()}
    >
      {typeof props.children === 'function' ? props.children(c.mode) : props.children}
    </SessionForm>
  ) : (
    <Spin style={{ display: 'block', padding: 48 }} />
  );

  const title = props.title(c.mode);
  if (variant === 'drawer') {
    return (
      <Drawer
        open={c.open}
        title={title}
        size={width}
        onClose={() => void requestClose()}
        destroyOnHidden
        mask={{ closable: false }}
        footer={
          <Space style={{ justifyContent: 'flex-end', width: '100%' }}>
            <Button onClick={() => void requestClose()}>{t('form.cancel')}</Button>
            <Button type="primary" loading={saving} disabled={!ready} onClick={() => void save()}>
              {t('form.ok')}
            </Button>
          </Space>
        }
      >
        {body}
      </Drawer>
    );
  }
  return (
    <Modal
      open={c.open}
      title={title}
      width={width}
      okText={t('form.ok')}
      cancelText={t('form.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !ready }}
      onOk={() => void save()}
      onCancel={() => void requestClose()}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {body}
    </Modal>
  );
}

interface SessionFormProps<V> {
  formRef: RefObject<FormInstance<V> | null>;
  labelWidth: number;
  formProps?: Omit<FormProps<V>, 'form' | 'initialValues' | 'onFinish'>;
  initialValues?: Partial<V>;
  onSubmit: () => void;
  children: ReactNode;
}

/**
 * One opening's form with its own form instance: a shared instance would carry the previous opening's
 * values into the next (antd merges the kept store over new initial values).
 */
function SessionForm<V extends object>({
  formRef,
  labelWidth,
  formProps,
  initialValues,
  onSubmit,
  children,
}: SessionFormProps<V>) {
  const [form] = Form.useForm<V>();
  useEffect(() => {
    formRef.current = form;
    return () => {
      if (formRef.current === form) formRef.current = null;
    };
  }, [form, formRef]);
  return (
    <Form<V>
      form={form}
      layout="horizontal"
      // Field ids become dialog_<name>, distinct from the same fields in the list's search form.
      name="dialog"
      labelCol={{ flex: `${labelWidth}px` }}
      labelWrap
      wrapperCol={{ flex: 1 }}
      {...formProps}
      initialValues={initialValues}
      onFinish={onSubmit}
    >
      {children}
      {/* Enter in a text field submits, as in a plain HTML form. */}
      <button type="submit" hidden aria-hidden tabIndex={-1} />
    </Form>
  );
}
