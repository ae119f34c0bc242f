import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';

export type FormMode = 'add' | 'edit';

export interface FormDialogOptions<V, R> {
  /** Values of a new record (antd initial values). */
  defaults?: Partial<V> | (() => Partial<V>);
  /** Values of an existing record, usually the detail call (`GET /x/{id}`); default: the row itself. */
  load?: (record: R) => Promise<Partial<V>>;
  /**
   * Saves. Receives the loaded values overlaid with the form's (so ids and fields without an input
   * travel back). Reject to keep the dialog open: the user's input stays, the server's message was
   * already shown by the HTTP client.
   */
  submit: (values: V, ctx: { mode: FormMode; record?: R }) => Promise<unknown>;
  /** Toast after a successful save: default "新增成功"/"修改成功" by mode; false for none. */
  success?: boolean;
}

export interface FormDialogController<V, R> {
  open: boolean;
  mode: FormMode;
  record?: R;
  /** Undefined while the record loads. */
  initialValues?: Partial<V>;
  /** Changes with every opening, so each opening gets a fresh form. */
  session: number;
  success: boolean;
  openAdd: (values?: Partial<V>) => void;
  openEdit: (record: R) => void;
  close: () => void;
  submit: (values: V) => Promise<unknown>;
}

/**
 * State of an add/edit dialog, rendered by `<FormDialog controller={…}>`:
 *
 *   const dialog = useFormDialog<PostForm, SysPost>({
 *     defaults: { postSort: 0, status: '0' },
 *     load: (row) => postApi.get(row.postId),
 *     submit: (values, { mode }) => (mode === 'add' ? add : update).mutateAsync(values),
 *   });
 *   dialog.openAdd(); dialog.openEdit(row);
 */
export function useFormDialog<V extends object, R = V>(
  options: FormDialogOptions<V, R>,
): FormDialogController<V, R> {
  const [state, setState] = useState<{
    open: boolean;
    mode: FormMode;
    record?: R;
    initialValues?: Partial<V>;
    session: number;
  }>({ open: false, mode: 'add', session: 0 });
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const sessionRef = useRef(0);

  const openAdd = useCallback((values?: Partial<V>) => {
    const { defaults } = optionsRef.current;
    const base = typeof defaults === 'function' ? defaults() : (defaults ?? {});
    sessionRef.current += 1;
    setState({ open: true, mode: 'add', initialValues: { ...base, ...values }, session: sessionRef.current });
  }, []);

  const openEdit = useCallback((record: R) => {
    const { load } = optionsRef.current;
    sessionRef.current += 1;
    const session = sessionRef.current;
    setState({
      open: true,
      mode: 'edit',
      record,
      initialValues: load ? undefined : ({ ...record } as Partial<V>),
      session,
    });
    if (!load) return;
    load(record).then(
      (values) => setState((s) => (s.session === session ? { ...s, initialValues: values } : s)),
      // The failure was shown by the HTTP client; there is nothing to edit.
      () => setState((s) => (s.session === session ? { ...s, open: false } : s)),
    );
  }, []);

  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);

  const submit = useCallback(
    (values: V) =>
      optionsRef.current.submit({ ...state.initialValues, ...values } as V, {
        mode: state.mode,
        record: state.record,
      }),
    [state.initialValues, state.mode, state.record],
  );

  return useMemo(
    () => ({ ...state, success: options.success !== false, openAdd, openEdit, close, submit }),
    [state, options.success, openAdd, openEdit, close, submit],
  );
}
