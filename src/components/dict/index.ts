export { DictTag, DictTagView, tagColor, type DictTagProps } from './DictTag';
export { DictRadio, DictSelect } from './DictInputs';
export {
  dictKey,
  fetchDict,
  invalidateDict,
  useDict,
  useDicts,
  type DictEntry,
  type DictItem,
} from './use-dict';
