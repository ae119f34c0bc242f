import { useRef, useState } from 'react';

import { ResourcePickerDialog, type PickedResource } from '@/components/cms/resource-picker';

type Kind = 'image' | 'audio' | 'video' | 'file';

/**
 * One resource picker dialog for the whole editor, used as a promise: `await pick('image', true)`
 * resolves with the picked resources, or undefined when cancelled.
 */
export function useResourcePicker() {
  const [request, setRequest] = useState<{ kind: Kind; multiple: boolean } | null>(null);
  const resolver = useRef<((picked: PickedResource[] | undefined) => void) | null>(null);
  const finish = (picked: PickedResource[] | undefined) => {
    resolver.current?.(picked);
    resolver.current = null;
    setRequest(null);
  };
  const pick = (kind: Kind, multiple = false) =>
    new Promise<PickedResource[] | undefined>((resolve) => {
      resolver.current?.(undefined);
      resolver.current = resolve;
      setRequest({ kind, multiple });
    });
  const dialog = (
    <ResourcePickerDialog
      open={request !== null}
      resourceType={request?.kind}
      multiple={request?.multiple}
      limit={request?.multiple ? 100 : 1}
      onOk={(picked) => finish(picked)}
      onCancel={() => finish(undefined)}
    />
  );
  return { pick, dialog };
}

export type PickResources = ReturnType<typeof useResourcePicker>['pick'];
