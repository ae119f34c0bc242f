import { Suspense } from 'react';

import { hintPopup } from './hint-popup';
import { useHintState } from './hint-state';

/** Where the console's one hint popup renders (once, at the root); nothing before the first hint. */
export function HintLayer() {
  const asked = useHintState((s) => s.hint !== null);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <hintPopup.Component />
    </Suspense>
  );
}
