import { useRef, useState } from 'react';

import { ResourcePickerDialog, type PickedResource } from '@/components/cms/resource-picker';
import { RichTextEditor, type ResourceKind } from '@/components/rich-text';

/**
 * A UEditor field: the shared rich-text editor at a small height, its resource button
 * answered by the material library.
 */
export function RichTextField({
  value,
  onChange,
  label,
  disabled,
}: {
  value?: unknown;
  onChange?: (html: string) => void;
  label: string;
  disabled?: boolean;
}) {
  const [kind, setKind] = useState<ResourceKind | null>(null);
  const resolver = useRef<((picked: PickedResource[] | undefined) => void) | null>(null);
  const finish = (picked: PickedResource[] | undefined) => {
    resolver.current?.(picked);
    resolver.current = null;
    setKind(null);
  };
  const pick = (next: ResourceKind) =>
    new Promise<PickedResource[] | undefined>((resolve) => {
      resolver.current?.(undefined);
      resolver.current = resolve;
      setKind(next);
    });
  return (
    <>
      <RichTextEditor
        value={typeof value === 'string' ? value : ''}
        onChange={onChange}
        height={200}
        ariaLabel={label}
        readOnly={disabled}
        onPickResource={pick}
      />
      <ResourcePickerDialog
        open={kind !== null}
        resourceType={kind ?? undefined}
        multiple
        limit={100}
        onOk={finish}
        onCancel={() => finish(undefined)}
      />
    </>
  );
}
