/** What each tab of the site editor receives. */
export interface TabProps {
  siteId: string;
  /** Report whether the tab's form has unsaved changes (the page's leave guard asks while it has). */
  onDirtyChange: (dirty: boolean) => void;
}
