import { useCallback, useEffect, useState } from 'react';

import {
  type DesignField,
  type FieldKind,
  type FormDesign,
  loadDesign,
  moveField,
  newField,
  saveDesign,
} from './design';

/** The design with its edits; every change is saved at once, so a reload loses nothing. */
export function useDesign() {
  const [design, setDesign] = useState<FormDesign>(loadDesign);
  const [activeId, setActiveId] = useState<string | undefined>(() => design.fields[0]?.id);
  useEffect(() => saveDesign(design), [design]);

  const setFields = useCallback(
    (change: (fields: DesignField[]) => DesignField[]) =>
      setDesign((d) => ({ ...d, fields: change(d.fields) })),
    [],
  );
  const add = useCallback(
    (kind: FieldKind, label: string, beforeId?: string) => {
      const created = newField(design.fields, kind, label);
      setFields((fields) => moveField([...fields, created], created.id, beforeId));
      setActiveId(created.id);
    },
    [design.fields, setFields],
  );
  const update = useCallback(
    (id: string, patch: Partial<DesignField>) =>
      setFields((fields) => fields.map((f) => (f.id === id ? { ...f, ...patch } : f))),
    [setFields],
  );
  const move = useCallback(
    (id: string, beforeId?: string) => setFields((fields) => moveField(fields, id, beforeId)),
    [setFields],
  );
  const step = useCallback(
    (id: string, delta: -1 | 1) =>
      setFields((fields) => {
        const at = fields.findIndex((f) => f.id === id);
        const to = at + delta;
        if (at < 0 || to < 0 || to >= fields.length) return fields;
        const next = [...fields];
        [next[at], next[to]] = [next[to]!, next[at]!];
        return next;
      }),
    [setFields],
  );
  const copy = useCallback(
    (id: string) =>
      setFields((fields) => {
        const source = fields.find((f) => f.id === id);
        if (!source) return fields;
        const fresh = newField(fields, source.kind, source.label);
        const clone = { ...source, id: fresh.id, name: fresh.name };
        const at = fields.indexOf(source) + 1;
        return [...fields.slice(0, at), clone, ...fields.slice(at)];
      }),
    [setFields],
  );
  const remove = useCallback(
    (id: string) => {
      setFields((fields) => fields.filter((f) => f.id !== id));
      setActiveId((current) => (current === id ? undefined : current));
    },
    [setFields],
  );
  const clear = useCallback(() => {
    setFields(() => []);
    setActiveId(undefined);
  }, [setFields]);
  const rename = useCallback((componentName: string) => setDesign((d) => ({ ...d, componentName })), []);

  return { design, activeId, setActiveId, add, update, move, step, copy, remove, clear, rename };
}
