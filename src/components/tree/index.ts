export {
  TreeSelectField,
  toTreeOptions,
  type TreeKeys,
  type TreeOption,
  type TreeSelectFieldProps,
} from './TreeSelectField';
