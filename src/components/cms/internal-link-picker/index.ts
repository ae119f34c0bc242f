/**
 * The internal-link box shared by the catalog's and the content editor's redirect URL and the manual
 * block's items (src/components/README.md).
 */
export {
  InternalLinkInput,
  type InternalLinkInputProps,
  type InternalLinkPick,
  internalUrlOf,
} from './InternalLinkInput';
