import { preloadable } from '@/lib/preloadable';

/** The popup's code (antd's Tooltip) arrives at the first hover, not with the page. */
export const hintPopup = preloadable(() => import('./HintPopup'));
