/** The form design the generator edits: an ordered list of fields, kept in localStorage. */

export const FIELD_KINDS = [
  'input',
  'textarea',
  'number',
  'select',
  'radio',
  'checkbox',
  'switch',
  'date',
  'time',
  'upload',
  'richText',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export interface FieldOption {
  label: string;
  value: string;
}

export interface DesignField {
  id: string;
  kind: FieldKind;
  label: string;
  /** The form value's name (a JS identifier). */
  name: string;
  required: boolean;
  placeholder?: string;
  /** Choices of select, radio and checkbox. */
  options?: FieldOption[];
  /** Width in the 24-column grid. */
  span: number;
}

export interface FormDesign {
  /** The generated component's name. */
  componentName: string;
  fields: DesignField[];
}

export const KINDS_WITH_OPTIONS: readonly FieldKind[] = ['select', 'radio', 'checkbox'];
export const KINDS_WITH_PLACEHOLDER: readonly FieldKind[] = [
  'input',
  'textarea',
  'number',
  'select',
  'date',
  'time',
  'richText',
];

export const EMPTY_DESIGN: FormDesign = { componentName: 'GeneratedForm', fields: [] };

const STORAGE_KEY = 'chestnut.tool.formBuilder';

function isField(value: unknown): value is DesignField {
  if (!value || typeof value !== 'object') return false;
  const f = value as Partial<DesignField>;
  return (
    typeof f.id === 'string' &&
    typeof f.label === 'string' &&
    typeof f.name === 'string' &&
    typeof f.span === 'number' &&
    (FIELD_KINDS as readonly string[]).includes(String(f.kind))
  );
}

/** The saved design, or an empty one when there is none or it cannot be read. */
export function loadDesign(): FormDesign {
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<FormDesign> | null;
    if (!saved || !Array.isArray(saved.fields)) return EMPTY_DESIGN;
    return {
      componentName:
        typeof saved.componentName === 'string' ? saved.componentName : EMPTY_DESIGN.componentName,
      fields: saved.fields.filter(isField),
    };
  } catch {
    return EMPTY_DESIGN;
  }
}

export function saveDesign(design: FormDesign): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(design));
}

/** A JS identifier for a label-less name: `field3`, unique in the design. */
function freeName(fields: readonly DesignField[], kind: FieldKind): string {
  const taken = new Set(fields.map((f) => f.name));
  for (let i = fields.length + 1; ; i += 1) {
    const name = `${kind}${i}`;
    if (!taken.has(name)) return name;
  }
}

/** A new field of `kind` with its default label (the palette's name), unique name and full width. */
export function newField(fields: readonly DesignField[], kind: FieldKind, label: string): DesignField {
  const field: DesignField = {
    id: `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    kind,
    label,
    name: freeName(fields, kind),
    required: false,
    span: 24,
  };
  if (KINDS_WITH_OPTIONS.includes(kind))
    field.options = [
      { label: 'Option 1', value: '1' },
      { label: 'Option 2', value: '2' },
    ];
  return field;
}

/** The fields with `moved` placed before the field `beforeId` (at the end when none). */
export function moveField(fields: readonly DesignField[], movedId: string, beforeId?: string): DesignField[] {
  const moved = fields.find((f) => f.id === movedId);
  if (!moved || movedId === beforeId) return [...fields];
  const rest = fields.filter((f) => f.id !== movedId);
  const at = beforeId ? rest.findIndex((f) => f.id === beforeId) : -1;
  return at < 0 ? [...rest, moved] : [...rest.slice(0, at), moved, ...rest.slice(at)];
}

/** A field name must be a JS identifier (it becomes a property of the form values). */
export const FIELD_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** A component name: a PascalCase identifier. */
export const COMPONENT_NAME = /^[A-Z][A-Za-z0-9]*$/;
