/** One tooltip popup for the whole console (see src/components/README.md). */
export { Hint } from './Hint';
export { HintLayer } from './HintLayer';
export type { HintPlacement } from './hint-state';
