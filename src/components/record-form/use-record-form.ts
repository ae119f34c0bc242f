import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { Form, type FormInstance } from 'antd';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

import { useLeaveGuard, type LeaveGuard, type LeaveGuardOptions } from '@/components/leave-guard';
import { feedback } from '@/lib/feedback';

import { recordFormI18n } from './i18n';
import { sameValues } from './same-values';
import { showServerFieldErrors, type ServerFieldError } from './server-field-errors';
import { afterSettling, valueAt } from './settle';

/** A record the hook loads itself. */
export interface RecordQuery<TRecord> {
  queryKey: QueryKey;
  queryFn: () => Promise<TRecord>;
  /** false while there is nothing to load (no id chosen yet): the form stays empty and disabled. */
  enabled?: boolean;
}

export interface RecordFormOptions<TRecord, TBody, TForm> {
  /** Where the record comes from: a query the hook runs, or `{ record }` already at hand (undefined: none yet). */
  load: RecordQuery<TRecord> | { record: TRecord | undefined };
  /** Form values of the record; default: the record itself. */
  toForm?: (record: TRecord) => TForm;
  /**
   * The request body: list exactly the fields of the backend's body class. `values` are every value
   * the form holds (also those without an input).
   */
  toBody: (values: TForm, record: TRecord) => TBody;
  save: (body: TBody, record: TRecord) => Promise<unknown>;
  /** Keys (prefixes) refetched after a save. */
  invalidate?: QueryKey | readonly QueryKey[];
  /** Toast after a save; default "保存成功", false for none. */
  successMessage?: string | false;
  /** Server messages that belong to a field, shown on it as well as in the toast. */
  fieldErrors?: readonly ServerFieldError[];
  /** The leave guard's texts, or false when the page guards its unsaved changes itself. */
  guard?: false | Omit<LeaveGuardOptions, 'when'>;
  /** Save button disabled while nothing changed. */
  requireDirty?: boolean;
  /** Told whenever the form becomes dirty or clean (for a page that guards several forms). */
  onDirtyChange?: (dirty: boolean) => void;
  onSaved?: (result: unknown, body: TBody) => void;
}

export interface RecordForm<TRecord, TForm> {
  form: FormInstance<TForm>;
  /** The loaded record (undefined while none). */
  record: TRecord | undefined;
  /** The first load is running. */
  loading: boolean;
  /** A load or reload is running (for a spinner). */
  fetching: boolean;
  /** Grows with every fill of the form: key parts that must start over with each load. */
  loadKey: number;
  /** The user changed a field since the load or the last save. */
  dirty: boolean;
  saving: boolean;
  formProps: {
    form: FormInstance<TForm>;
    initialValues?: Partial<TForm>;
    onValuesChange: () => void;
    disabled: boolean;
  };
  saveButtonProps: { loading: boolean; disabled: boolean; onClick: () => void };
  /** Validate → body → save → toast → invalidate; resolves whether it saved. */
  save: () => Promise<boolean>;
  /** Re-checks dirtiness after a value set in code (setFieldsValue does not report changes). */
  checkDirty: () => void;
  guard: LeaveGuard;
}

function keyList(keys: QueryKey | readonly QueryKey[]): readonly QueryKey[] {
  return Array.isArray(keys[0]) ? (keys as readonly QueryKey[]) : [keys as QueryKey];
}

/** The query slot of a form whose record is at hand: never runs. */
const NO_QUERY_KEY = ['record-form', 'record-at-hand'] as const;
const DISABLED_QUERY = { queryKey: NO_QUERY_KEY, queryFn: () => Promise.resolve(null) };

/**
 * One record edited in a form and saved (the shape of every record page and editor tab):
 *
 *   const site = useRecordForm({
 *     load: { queryKey: siteKeys.detail(id), queryFn: () => siteApi.get(id) },
 *     toBody: (values, record) => ({ siteId: record.siteId, name: values.name }),
 *     save: siteApi.update,
 *     invalidate: siteKeys.all,
 *   });
 *   <RecordPageBar save={{ ...site.saveButtonProps, perm: 'site:edit' }} />
 *   <Form {...site.formProps}>…</Form>
 *
 * The form is filled once per load (and again on a reload, which resets the user's edits, as after a
 * save). A failed save keeps the input: the error was toasted by the HTTP layer or the query error
 * policy, and lines of it that name a field (`fieldErrors`) are put on that field.
 */
export function useRecordForm<TRecord, TBody, TForm = TRecord>(
  options: RecordFormOptions<TRecord, TBody, TForm>,
): RecordForm<TRecord, TForm> {
  const t = recordFormI18n.useT();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<TForm>();
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });

  const { load } = options;
  const fromQuery = 'queryKey' in load;
  const query = useQuery<TRecord | null>(
    fromQuery ? { ...load, enabled: load.enabled !== false } : { ...DISABLED_QUERY, enabled: false },
  );
  const record = fromQuery ? (query.data ?? undefined) : load.record;

  // What a reset fills in (antd applies initial values on mount and on resetFields only).
  const { toForm } = options;
  const initialValues =
    record === undefined ? undefined : ((toForm ? toForm(record) : record) as Partial<TForm>);

  const baseline = useRef<unknown>(undefined);
  const [dirty, setDirty] = useState(false);
  const [loadKey, setLoadKey] = useState(0);

  /** Dirty = a field the user touched holds something else than it was loaded (or last saved) with. */
  const checkDirty = useCallback(() => {
    // Name paths of the mounted fields, which the form's value type cannot describe.
    const fields: FormInstance = form;
    const changed = fields
      .getFieldsError()
      .some(
        ({ name }) =>
          fields.isFieldTouched(name) &&
          !sameValues(fields.getFieldValue(name), valueAt(baseline.current, name)),
      );
    setDirty(changed);
  }, [form]);

  const filled = useRef<TRecord | undefined>(undefined);
  const settling = useRef(false);
  useEffect(() => {
    // Nothing loaded yet and nothing to clear (the form may not be mounted).
    if (record === undefined && filled.current === undefined) return;
    if (filled.current !== record) {
      filled.current = record;
      form.resetFields();
      baseline.current = form.getFieldsValue(true);
      setDirty(false);
      setLoadKey((key) => key + 1);
      settling.current = true;
    } else if (!settling.current) {
      // The same record, filled and settled: the page is shown again in a tab kept alive (React's
      // Activity runs its effects again), and what the user typed stays.
      return;
    }
    // (A settling cut short by a hide, or by StrictMode's second run, is waited for again.)
    return afterSettling(() => {
      settling.current = false;
      baseline.current = form.getFieldsValue(true);
      checkDirty();
    });
  }, [record, form, checkDirty]);

  const mutation = useMutation({
    mutationFn: ({ body, current }: { body: TBody; current: TRecord }) =>
      optionsRef.current.save(body, current),
  });

  const save = useCallback(async () => {
    const current = filled.current;
    if (current === undefined || mutation.isPending) return false;
    try {
      await form.validateFields();
    } catch {
      return false; // antd shows the messages under the fields
    }
    // Everything the form holds (the validated fields are among it), also values without an input.
    const values = form.getFieldsValue(true) as TForm;
    const { toBody, successMessage, invalidate, fieldErrors, onSaved } = optionsRef.current;
    const body = toBody(values, current);
    let result: unknown;
    try {
      result = await mutation.mutateAsync({ body, current });
    } catch (error) {
      showServerFieldErrors(form, error, fieldErrors);
      return false;
    }
    baseline.current = form.getFieldsValue(true);
    setDirty(false);
    if (successMessage !== false) feedback.success(successMessage ?? t('saveSuccess'));
    onSaved?.(result, body);
    if (invalidate)
      await Promise.all(keyList(invalidate).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return true;
  }, [form, mutation, queryClient, t]);

  useEffect(() => {
    optionsRef.current.onDirtyChange?.(dirty);
  }, [dirty]);

  const guardOptions = options.guard;
  const guard = useLeaveGuard({ ...(guardOptions || {}), when: guardOptions !== false && dirty });

  const saving = mutation.isPending;
  return {
    form,
    record,
    loading: fromQuery && query.isLoading,
    fetching: fromQuery && query.isFetching,
    loadKey,
    dirty,
    saving,
    formProps: {
      form,
      initialValues,
      onValuesChange: () => settling.current || checkDirty(),
      disabled: record === undefined,
    },
    saveButtonProps: {
      loading: saving,
      disabled: record === undefined || (options.requireDirty === true && !dirty),
      onClick: () => void save(),
    },
    save,
    checkDirty,
    guard,
  };
}
