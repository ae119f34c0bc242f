export interface LeaveGuardOptions {
  /** The page has unsaved changes: leaving it asks first. */
  when: boolean;
  /** Confirm title; default: the kit's "Leave this page?". */
  title?: string;
  /** Confirm text; default: the kit's "unsaved changes are lost" message. */
  message?: string;
  /** Confirm button labels (default: the locale's OK / Cancel). */
  okText?: string;
  cancelText?: string;
  /** Show the leave button as dangerous (the input is discarded). */
  danger?: boolean;
  /** Called once the user chose to leave, before the navigation goes on. */
  onLeave?: () => void;
}

export interface LeaveGuard {
  /**
   * Asks (only while `when`) and resolves true when the page may be left: for actions that drop the
   * input without a navigation (switching an inner tab, starting a new record on the same route).
   */
  confirmLeave: () => Promise<boolean>;
  /** Lets the next navigation through without asking (after a save, or a leave already confirmed). */
  release: () => void;
}
