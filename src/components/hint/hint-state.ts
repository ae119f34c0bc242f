import type { TooltipProps } from 'antd';
import type { ReactNode } from 'react';
import { create } from 'zustand';

export type HintPlacement = NonNullable<TooltipProps['placement']>;

/** The hint on screen (or fading out): whose it is, where, and what it says. */
export interface ShownHint {
  /** The `Hint` that asked for it (its `useId`). */
  owner: string;
  anchor: HTMLElement;
  rect: DOMRect;
  title: ReactNode;
  placement: HintPlacement;
  /** A new number per showing: the popup is made afresh for each, aligned to its anchor. */
  seq: number;
}

interface HintState {
  hint: ShownHint | null;
  open: boolean;
}

export const useHintState = create<HintState>(() => ({ hint: null, open: false }));

/** antd Tooltip's own delays (mouseEnterDelay and mouseLeaveDelay, 0.1 s). */
export const HINT_DELAY_MS = 100;

let showTimer: ReturnType<typeof setTimeout> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
let pendingOwner: string | undefined;
let seq = 0;

function clearTimers() {
  clearTimeout(showTimer);
  clearTimeout(hideTimer);
  pendingOwner = undefined;
}

/**
 * `owner` wants its hint shown at `anchor`: after the hover delay, or at once when asked so (keyboard
 * focus) or when another hint is already open (moving along a toolbar does not wait again).
 */
export function requestHint(
  owner: string,
  anchor: HTMLElement,
  title: ReactNode,
  placement: HintPlacement,
  immediately = false,
): void {
  const { hint, open } = useHintState.getState();
  clearTimers();
  if (open && hint?.owner === owner && hint.anchor === anchor) return;
  const show = () => {
    pendingOwner = undefined;
    const rect = anchor.getBoundingClientRect();
    useHintState.setState({ hint: { owner, anchor, rect, title, placement, seq: ++seq }, open: true });
  };
  if (immediately || open) {
    show();
  } else {
    pendingOwner = owner;
    showTimer = setTimeout(show, HINT_DELAY_MS);
  }
}

/** `owner`'s anchor was left: its hint goes after the leave delay (at once when asked so). */
export function releaseHint(owner: string, immediately = false): void {
  if (pendingOwner === owner) clearTimers();
  const { hint, open } = useHintState.getState();
  if (!open || hint?.owner !== owner) return;
  clearTimeout(hideTimer);
  if (immediately) hideHint();
  else hideTimer = setTimeout(hideHint, HINT_DELAY_MS);
}

/** Whatever hint is open closes now (Escape, a scroll, an unmounted anchor). */
export function hideHint(): void {
  clearTimers();
  if (useHintState.getState().open) useHintState.setState({ open: false });
}

/** A shown hint follows its owner's text (a toggle's label changes while the pointer is on it). */
export function syncHintTitle(owner: string, title: ReactNode): void {
  const { hint } = useHintState.getState();
  if (hint?.owner === owner && hint.title !== title) useHintState.setState({ hint: { ...hint, title } });
}

/** The owner is gone: its hint must not stay behind, pointing at nothing. */
export function dropHint(owner: string): void {
  if (pendingOwner === owner) clearTimers();
  const { hint, open } = useHintState.getState();
  if (open && hint?.owner === owner) hideHint();
}
