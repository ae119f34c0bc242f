/** One menu for many small buttons (see src/components/README.md). */
export {
  useAnchoredMenu,
  type AnchoredContextMenuProps,
  type AnchoredMenu,
  type AnchoredMenuOptions,
  type AnchoredMenuTriggerProps,
} from './use-anchored-menu';
